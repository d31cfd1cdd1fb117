import { useState, type FormEvent } from 'react';
import { Input } from '../../../components/ui/input';
import { useChangePassword } from '../api/change-password';
import { failureMessage } from '../lib/answer';
import { SETTINGS_MESSAGES } from '../lib/messages';
import {
  PASSWORD_CHANGE_FIELDS,
  validatePasswordChange,
  type PasswordChangeErrors,
  type PasswordChangeForm,
} from '../lib/password-change';
import { FormFooter, SettingsCard, type Feedback } from './settings-card';

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: Record<keyof PasswordChangeForm, { id: string; label: string; autoComplete: string }> = {
  currentPassword: { id: 'current-password', label: 'Current password', autoComplete: 'current-password' },
  newPassword: { id: 'new-password', label: 'New password', autoComplete: 'new-password' },
  confirmPassword: { id: 'confirm-new-password', label: 'Confirm new password', autoComplete: 'new-password' },
};

/**
 * SPEC §5 'Change password (settings)'. The server ends every session and answers with a new token,
 * which the API call stores: this page stays logged in. The form clears after success.
 */
export function ChangePasswordCard() {
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const change = useChangePassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validatePasswordChange(form);
    setErrors(found);
    setFeedback(null);
    const firstInvalid = PASSWORD_CHANGE_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(FIELDS[firstInvalid].id)?.focus();
      return;
    }
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: (answer) => {
          setForm(EMPTY);
          setFeedback({ tone: 'success', text: answer.message });
        },
        onError: (error) =>
          setFeedback({
            tone: 'error',
            text: failureMessage(error, {
              unsuccessful: SETTINGS_MESSAGES.passwordUnsuccessful,
              failed: SETTINGS_MESSAGES.passwordFailed,
            }),
          }),
      },
    );
  }

  return (
    <SettingsCard id="change-password" title="Change Password">
      <form className="settings-form" onSubmit={onSubmit} noValidate>
        {PASSWORD_CHANGE_FIELDS.map((name) => (
          <Input
            key={name}
            id={FIELDS[name].id}
            name={name}
            type="password"
            label={FIELDS[name].label}
            autoComplete={FIELDS[name].autoComplete}
            value={form[name]}
            onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
            error={errors[name]}
          />
        ))}
        <FormFooter feedback={feedback} busy={change.isPending} label="Update password" busyLabel="Updating..." />
      </form>
    </SettingsCard>
  );
}
