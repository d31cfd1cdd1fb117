import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '@henesys/contracts';
import { Loading } from '../../components/ui/loading';
import { serverMessage } from '../../lib/error-message';
import { useResetTokenStatus } from '../../features/auth/api/verify-reset-token';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { InvalidResetLink, ResetPasswordDone } from '../../features/auth/components/reset-password-outcome';
import { useFragmentToken } from '../../hooks/use-fragment-token';

/** SPEC §4: checking the link, then the form or the invalid-link message, then success and /login. */
export default function ResetPasswordRoute() {
  // Mails carry the token in the fragment (never sent to a server); SPEC §2's /reset-password/{token} still works.
  const fromFragment = useFragmentToken();
  const { token: fromPath } = useParams();
  const token = fromFragment ?? fromPath ?? '';
  const status = useResetTokenStatus(token);
  const [done, setDone] = useState(false);

  let body;
  if (done) body = <ResetPasswordDone />;
  else if (status.isPending) body = <Loading label="Checking your reset link..." />;
  else if (status.isError)
    body = <InvalidResetLink message={serverMessage(status.error) ?? MESSAGES.resetLinkInvalid} />;
  else body = <ResetPasswordForm token={token} onReset={() => setDone(true)} />;
  return <div className="page page--narrow">{body}</div>;
}
