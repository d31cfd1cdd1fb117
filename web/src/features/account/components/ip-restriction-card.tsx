import { useState } from 'react';
import type { IdentityProof } from '@henesys/contracts';
import { ConfirmIdentityForm } from '../../../components/ui/confirm-identity-form';
import { Loading } from '../../../components/ui/loading';
import { useSecuritySettings } from '../api/get-security-settings';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useSetIpRestriction } from '../api/set-ip-restriction';
import { failureMessage } from '../lib/answer';
import { SETTINGS_MESSAGES } from '../lib/messages';
import { LoadFailure, SettingsCard, SettingsMessage, type Feedback } from './settings-card';

/**
 * SPEC §4 'IP restriction': a switch; turning it on stores the current IP, which is shown. Turning it
 * off asks for the current password (and code) first, inline.
 */
export function IpRestrictionCard() {
  const settings = useSecuritySettings();
  const twoFactor = useTwoFactorStatus();
  const update = useSetIpRestriction();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [confirmingOff, setConfirmingOff] = useState(false);
  // Bumped after a refusal: the prompt remounts empty.
  const [attempt, setAttempt] = useState(0);

  function change(enabled: boolean, proof?: IdentityProof) {
    setFeedback(null);
    update.mutate(
      { enabled, proof },
      {
        onSuccess: (answer) => {
          setConfirmingOff(false);
          setFeedback({ tone: 'success', text: answer.message });
        },
        onError: (error) => {
          setAttempt((count) => count + 1);
          setFeedback({
            tone: 'error',
            text: failureMessage(error, { failed: SETTINGS_MESSAGES.securitySettingUpdateFailed }),
          });
        },
      },
    );
  }

  function toggle(enabled: boolean) {
    setFeedback(null);
    if (enabled) change(true);
    else setConfirmingOff(true);
  }

  let body;
  if (settings.isPending) {
    body = <Loading />;
  } else if (settings.isError) {
    const text = failureMessage(settings.error, {
      unsuccessful: SETTINGS_MESSAGES.securitySettingsUnsuccessful,
      failed: SETTINGS_MESSAGES.securitySettingsFailed,
    });
    body = <LoadFailure text={text} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />;
  } else {
    const { enabled, allowedIp } = settings.data.ipRestriction;
    body = (
      <>
        <div className="switch-field">
          <input
            id="ip-restriction-switch"
            className="switch-field__input"
            type="checkbox"
            role="switch"
            checked={enabled}
            disabled={update.isPending || confirmingOff}
            aria-describedby="ip-restriction-state"
            onChange={(event) => toggle(event.target.checked)}
          />
          <label htmlFor="ip-restriction-switch" className="switch-field__label">
            Only allow logins from my IP address
          </label>
        </div>
        <p id="ip-restriction-state" className="settings-card__state">
          {enabled ? (
            <>
              On: logins are accepted only from <code className="ip-address">{allowedIp ?? 'your saved address'}</code>
            </>
          ) : (
            'Off: you can log in from anywhere.'
          )}
        </p>
        {confirmingOff && enabled ? (
          <ConfirmIdentityForm
            key={attempt}
            idPrefix="ip-restriction"
            askCode={twoFactor.data?.enabled === true}
            submitLabel="Turn off"
            busyLabel="Turning off..."
            busy={update.isPending}
            onSubmit={(proof) => change(false, proof)}
            onCancel={() => {
              setFeedback(null);
              setConfirmingOff(false);
            }}
          >
            <p>Turning the lock off lets your account log in from anywhere: it needs your current password.</p>
          </ConfirmIdentityForm>
        ) : null}
      </>
    );
  }

  return (
    <SettingsCard id="ip-restriction" title="IP Restriction">
      <p>
        Lock your account to the address you are using now. Logins from anywhere else are refused, so turn it off before
        you travel or change networks.
      </p>
      {body}
      <SettingsMessage feedback={feedback} />
    </SettingsCard>
  );
}
