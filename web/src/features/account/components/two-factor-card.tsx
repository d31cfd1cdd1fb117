import { useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useGenerateTwoFactor } from '../api/generate-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useRegenerateBackupCodes } from '../api/regenerate-backup-codes';
import { useVerifyTwoFactorSetup } from '../api/verify-two-factor-setup';
import { failureMessage } from '../lib/answer';
import { SETTINGS_MESSAGES } from '../lib/messages';
import {
  CONFIRM_TEXT,
  groupedSecret,
  initialTwoFactorFlow,
  twoFactorFlow,
  twoFactorPanel,
  type CodeAction,
} from '../lib/two-factor-flow';
import { BackupCodesPanel } from './backup-codes-panel';
import { CodeEntryForm } from './code-entry-form';
import { LoadFailure, SettingsCard, SettingsMessage, StateBadge, type Feedback } from './settings-card';
import { Button } from '../../../components/ui/button';

const PANEL_TITLE_ID = 'two-factor-panel-title';

/**
 * SPEC §4 'Two-factor setup': disabled → generate (QR and secret) → verify a 6-digit code → enabled
 * with the backup codes shown once. Disable and regenerate ask first, in place, then for a code;
 * cancelling the question sends nothing.
 */
export function TwoFactorCard({ username }: { username: string }) {
  const status = useTwoFactorStatus();
  const generate = useGenerateTwoFactor();
  const verify = useVerifyTwoFactorSetup();
  const regenerate = useRegenerateBackupCodes();
  const disable = useDisableTwoFactor();
  const [flow, dispatch] = useReducer(twoFactorFlow, initialTwoFactorFlow);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // Bumped after a refused code: the code form remounts empty, focused.
  const [attempt, setAttempt] = useState(0);
  const enabled = status.data?.enabled;
  const panel = twoFactorPanel(enabled, flow);

  // The button that was pressed is gone with its panel: focus goes to the new panel's heading
  // (the code panel focuses its input itself).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPanel = useRef(panel);
  useEffect(() => {
    if (shownPanel.current === panel) return;
    const first = shownPanel.current === 'loading';
    shownPanel.current = panel;
    if (!first && panel !== 'code') headingRef.current?.focus();
  }, [panel]);

  const failed = (fallback: string) => (error: unknown) => {
    setFeedback({ tone: 'error', text: failureMessage(error, { failed: fallback }) });
    setAttempt((count) => count + 1);
  };
  const succeeded = (text: string) => setFeedback({ tone: 'success', text });

  function startSetup() {
    setFeedback(null);
    generate.mutate(undefined, {
      onSuccess: (setup) => dispatch({ type: 'generated', setup }),
      onError: failed(SETTINGS_MESSAGES.twoFactorGenerateFailed),
    });
  }

  function verifySetup(code: string) {
    setFeedback(null);
    verify.mutate(code, {
      onSuccess: (answer) => {
        dispatch({ type: 'enabled', backupCodes: answer.backupCodes });
        succeeded(answer.message);
      },
      onError: failed(SETTINGS_MESSAGES.twoFactorVerifyFailed),
    });
  }

  function confirmed(action: CodeAction) {
    setFeedback(null);
    dispatch({ type: 'confirmed', action });
  }

  function submitCode(action: CodeAction, code: string, currentPassword: string) {
    setFeedback(null);
    if (action === 'disable') {
      disable.mutate(
        { code, currentPassword },
        {
          onSuccess: (answer) => {
            dispatch({ type: 'disabled' });
            succeeded(answer.message);
          },
          onError: failed(SETTINGS_MESSAGES.twoFactorDisableFailed),
        },
      );
    } else {
      regenerate.mutate(code, {
        onSuccess: (answer) => {
          dispatch({ type: 'regenerated', backupCodes: answer.backupCodes });
          succeeded(answer.message);
        },
        onError: failed(SETTINGS_MESSAGES.backupCodesFailed),
      });
    }
  }

  function cancel() {
    setFeedback(null);
    dispatch({ type: 'cancelled' });
  }

  const heading = (text: string) => (
    <h3 id={PANEL_TITLE_ID} ref={headingRef} tabIndex={-1} className="settings-card__subtitle">
      {text}
    </h3>
  );

  let body;
  if (panel === 'loading') {
    body = status.isError ? (
      <LoadFailure
        text={failureMessage(status.error, { failed: SETTINGS_MESSAGES.twoFactorStatusFailed })}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    ) : (
      <Loading />
    );
  } else if (panel === 'disabled') {
    body = (
      <>
        {heading('Two-factor authentication is off')}
        <p>
          Add a second step to your logins: after your password, enter a code from an authenticator app such as Google
          Authenticator or Authy. <Link to={paths.twoFactorHelp}>How does it work?</Link>
        </p>
        <div className="button-row">
          <Button onClick={startSetup} disabled={generate.isPending}>
            {generate.isPending ? 'Generating...' : 'Generate QR code'}
          </Button>
        </div>
      </>
    );
  } else if (panel === 'setup' && flow.step === 'setup') {
    body = (
      <>
        {heading('Scan the QR code')}
        <div className="two-factor-setup">
          <img
            className="two-factor-setup__qr"
            src={flow.setup.qrCodeDataURL}
            alt="QR code for your authenticator app"
            width={180}
            height={180}
          />
          <div className="two-factor-setup__text">
            <p>Scan this code with your authenticator app. Can't scan it? Enter this key in the app instead:</p>
            <p className="two-factor-setup__secret">
              <span id="two-factor-secret-label">Secret key</span>
              <code id="two-factor-secret" aria-labelledby="two-factor-secret-label">
                {groupedSecret(flow.setup.secret)}
              </code>
              <CopyButton text={flow.setup.secret} label="Copy key" />
            </p>
            <p>Then enter the 6-digit code the app shows to turn two-factor authentication on.</p>
          </div>
        </div>
        <CodeEntryForm
          key={`setup-${attempt}`}
          id="two-factor-setup-code"
          submitLabel="Verify and enable"
          busyLabel="Verifying..."
          busy={verify.isPending}
          onSubmit={verifySetup}
          onCancel={cancel}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only when a refused code remounts the form, never on page load.
          autoFocus={attempt > 0}
        />
      </>
    );
  } else if (panel === 'code' && flow.step === 'code') {
    const { action } = flow;
    body = (
      <>
        {heading(action === 'disable' ? 'Disable two-factor authentication' : 'Regenerate backup codes')}
        <p>
          {action === 'disable'
            ? 'Enter your current password and the code from your authenticator app to confirm.'
            : 'Enter the current code from your authenticator app to confirm.'}
        </p>
        <CodeEntryForm
          key={`${action}-${attempt}`}
          id="two-factor-action-code"
          submitLabel={action === 'disable' ? 'Disable 2FA' : 'Regenerate backup codes'}
          busyLabel={action === 'disable' ? 'Disabling...' : 'Regenerating...'}
          busy={action === 'disable' ? disable.isPending : regenerate.isPending}
          onSubmit={(code, currentPassword) => submitCode(action, code, currentPassword)}
          onCancel={cancel}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the form appears on the user's click (disable or regenerate).
          autoFocus
          askPassword={action === 'disable'}
        />
      </>
    );
  } else if (panel === 'backup-codes' && flow.step === 'backup-codes') {
    body = (
      <>
        {heading(flow.reason === 'enabled' ? 'Your backup codes' : 'Your new backup codes')}
        <BackupCodesPanel
          codes={flow.codes}
          username={username}
          onDone={() => {
            setFeedback(null);
            dispatch({ type: 'codes-saved' });
          }}
        />
      </>
    );
  } else {
    body = (
      <>
        {heading('Two-factor authentication is on')}
        <p>Logins to your account ask for a code from your authenticator app, or one of your backup codes.</p>
        <div className="button-row">
          <ConfirmButton
            label="Regenerate backup codes"
            question={CONFIRM_TEXT.regenerate}
            confirmLabel="Yes, regenerate"
            className="button button--secondary"
            confirmClassName="button button--primary"
            onConfirm={() => confirmed('regenerate')}
          />
          <ConfirmButton
            label="Disable 2FA"
            question={CONFIRM_TEXT.disable}
            confirmLabel="Yes, disable 2FA"
            onConfirm={() => confirmed('disable')}
          />
        </div>
      </>
    );
  }

  return (
    <SettingsCard id="two-factor" title="Two-Factor Authentication">
      <p className="settings-card__state">
        Status:{' '}
        {enabled === undefined ? (
          <span className="meta">Checking...</span>
        ) : (
          <StateBadge on={enabled}>{enabled ? 'Enabled' : 'Disabled'}</StateBadge>
        )}
      </p>
      {body}
      <SettingsMessage feedback={feedback} />
    </SettingsCard>
  );
}
