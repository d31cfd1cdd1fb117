import { useState, type FormEvent } from 'react';
import { Loading } from '../../../components/ui/loading';
import { TextField } from '../../../components/ui/text-field';
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

/** SPEC §2/§5 'Personal Information': email (email input) and birthday (date input), prefilled. */
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
  const update = useUpdateProfile();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(null);
    update.mutate(
      { email: email.trim(), birthday },
      {
        onSuccess: (answer) => {
          setFeedback({ tone: 'success', text: answer.message });
          onSaved();
        },
        onError: (error) =>
          setFeedback({
            tone: 'error',
            text: failureMessage(error, { unsuccessful: SETTINGS_MESSAGES.profileUnsuccessful, failed: SETTINGS_MESSAGES.profileFailed }),
          }),
      },
    );
  }

  return (
    <form className="settings-form" onSubmit={onSubmit}>
      <p className="settings-form__static">
        <span className="settings-form__static-label">Username</span> {profile.username}
      </p>
      <TextField
        id="profile-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
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
