import { MESSAGES, PASSWORD_MIN } from '@henesys/contracts';

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeForm, string>>;

export const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** SPEC §5 'Change password (settings)': current given, new at least 6 characters, confirmation matches. */
export function validatePasswordChange(form: PasswordChangeForm): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!form.currentPassword) errors.currentPassword = MESSAGES.currentPasswordRequired;
  if (form.newPassword.length < PASSWORD_MIN) errors.newPassword = MESSAGES.changePasswordLength;
  if (form.newPassword !== form.confirmPassword) errors.confirmPassword = MESSAGES.newPasswordsDoNotMatch;
  return errors;
}
