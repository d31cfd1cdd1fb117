import { useState, type FormEvent } from 'react';
import { IdentityProofFields } from '../../../components/ui/identity-proof-fields';
import { Loading } from '../../../components/ui/loading';
import { Input } from '../../../components/ui/input';
import { checkIdentityProof, EMPTY_PROOF, identityProof, type IdentityProofErrors } from '../../../lib/identity-proof';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useUpdateProfile } from '../api/update-profile';
import { failureMessage } from '../lib/answer';
import { toDateInputValue } from '../lib/date-input';
import { SETTINGS_MESSAGES } from '../lib/messages';
import { FormFooter, LoadFailure, SettingsCard, type Feedback } from './settings-card';

export interface ProfileData {
  username: string;
  email: string;
  birthday: string;
}

interface PersonalInformationProps {
  /** The profile as loaded by the page; undefined while it loads. */
  profile: ProfileData | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  /** Called after the server saved the changes (the page reloads the profile). */
  onSaved: () => void;
}

/**
 * SPEC §2/§5 'Personal Information': email (email input) and birthday (date input), prefilled. A new
 * email asks for the current password (and code) in the form itself; the old address is told.
 */
export function PersonalInformationCard({ profile, loadFailed, onRetry, onSaved }: PersonalInformationProps) {
  let body;
  if (profile) body = <ProfileForm profile={profile} onSaved={onSaved} />;
  else if (loadFailed) body = <LoadFailure text={SETTINGS_MESSAGES.profileLoadFailed} onRetry={onRetry} />;
  else body = <Loading />;
  return (
    <SettingsCard id="personal-information" title="Personal Information">
      {body}
    </SettingsCard>
  );
}

function ProfileForm({ profile, onSaved }: { profile: ProfileData; onSaved: () => void }) {
  const [email, setEmail] = useState(profile.email);
  const [birthday, setBirthday] = useState(() => toDateInputValue(profile.birthday));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [proof, setProof] = useState(EMPTY_PROOF);
  const [proofErrors, setProofErrors] = useState<IdentityProofErrors>({});
  const update = useUpdateProfile();
  const askCode = useTwoFactorStatus().data?.enabled === true;
  const emailChanged = email.trim() !== profile.email;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(null);
    const found = emailChanged ? checkIdentityProof(proof, askCode) : {};
    setProofErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { email: email.trim(), birthday, ...(emailChanged ? identityProof(proof, askCode) : {}) },
      {
        onSuccess: (answer) => {
          setProof(EMPTY_PROOF);
          setFeedback({ tone: 'success', text: answer.message });
          onSaved();
        },
        onError: (error) =>
          setFeedback({
            tone: 'error',
            text: failureMessage(error, {
              unsuccessful: SETTINGS_MESSAGES.profileUnsuccessful,
              failed: SETTINGS_MESSAGES.profileFailed,
            }),
          }),
      },
    );
  }

  return (
    <form className="settings-form" onSubmit={onSubmit}>
      <p className="settings-form__static">
        <span className="settings-form__static-label">Username</span> {profile.username}
      </p>
      <Input
        id="profile-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {emailChanged ? (
        <div className="settings-form__confirm">
          <p className="settings-form__note">
            Changing your email needs your current password. Your current address gets a message with a link to undo the
            change.
          </p>
          <IdentityProofFields
            idPrefix="profile"
            askCode={askCode}
            value={proof}
            onChange={setProof}
            errors={proofErrors}
          />
        </div>
      ) : null}
      <Input
        id="profile-birthday"
        name="birthday"
        type="date"
        label="Birthday"
        autoComplete="bday"
        required
        value={birthday}
        onChange={(event) => setBirthday(event.target.value)}
      />
      <FormFooter feedback={feedback} busy={update.isPending} label="Save changes" busyLabel="Saving..." />
    </form>
  );
}
