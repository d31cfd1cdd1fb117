import { Link } from 'react-router-dom';
import { MESSAGES } from '@henesys/contracts';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/error-message';
import { useUndoEmailChange } from '../api/undo-email-change';
import { SettingsMessage } from './settings-card';
import { Button } from '../../../components/ui/button';

/**
 * The page of the link mailed to the old address. The undo waits for a click: a mail scanner that
 * opens links must not undo a change the player made.
 */
export function UndoEmailChangePanel({ token }: { token: string | null }) {
  const undo = useUndoEmailChange();

  if (token === null) {
    return (
      <section className="card form" aria-labelledby="undo-email-title">
        <h2 id="undo-email-title">Link not valid</h2>
        <SettingsMessage feedback={{ tone: 'error', text: MESSAGES.emailUndoLinkInvalid }} />
      </section>
    );
  }
  if (undo.isSuccess) {
    return (
      <section className="card form" aria-labelledby="undo-email-title">
        <h2 id="undo-email-title">Email address restored</h2>
        <SettingsMessage feedback={{ tone: 'success', text: undo.data.message }} />
        <div className="button-row">
          <Link className="button button--primary" to={paths.forgotPassword}>
            Reset my password
          </Link>
          <Link className="button button--secondary" to={paths.login}>
            Log in
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="card form" aria-labelledby="undo-email-title">
      <h2 id="undo-email-title">Undo the email change</h2>
      <p>
        Your account&apos;s email address was changed. If you did not do this, put your previous address back: every
        session of the account is logged out at the same time.
      </p>
      {undo.isError ? (
        <SettingsMessage
          feedback={{ tone: 'error', text: serverMessage(undo.error) ?? MESSAGES.emailUndoLinkInvalid }}
        />
      ) : null}
      <div className="button-row">
        <Button
          variant="danger"
          onClick={() => undo.mutate(token)}
          disabled={undo.isPending}
          aria-busy={undo.isPending || undefined}
        >
          {undo.isPending ? 'Restoring...' : 'Put my previous email back'}
        </Button>
      </div>
    </section>
  );
}
