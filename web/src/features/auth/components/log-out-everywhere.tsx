import { useState } from 'react';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { serverMessage } from '../../../lib/error-message';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { FormMessage } from './form-message';

const CONFIRM_TEXT = 'Log out of every session, on every device? You will need to log in again here too.';
const FAILED = 'Could not log out your other sessions. Please try again.';

/** "Log out everywhere" of the account settings: after a confirmation in place, every session ends and this page goes to /login. */
export function LogOutEverywhere() {
  const logout = useLogoutEverywhere();
  const [error, setError] = useState<string | null>(null);

  function logOutEverywhere() {
    setError(null);
    logout.mutate(undefined, { onError: (failure) => setError(serverMessage(failure) ?? FAILED) });
  }

  return (
    <>
      <p>
        Lost a device, or logged in somewhere you should not have? End every session of your account at once, this one
        included.
      </p>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="button-row" aria-busy={logout.isPending || undefined}>
        <ConfirmButton
          label={logout.isPending ? 'Logging out...' : 'Log out everywhere'}
          question={CONFIRM_TEXT}
          confirmLabel="Yes, log out everywhere"
          disabled={logout.isPending}
          onConfirm={logOutEverywhere}
        />
      </div>
    </>
  );
}
