import { Link } from 'react-router-dom';
import { MESSAGES } from '@henesys/contracts';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/error-message';
import { useAllowIp } from '../api/allow-ip';
import { FormMessage } from './form-message';

/** Allows the address of the mailed link (its token, or null when the link carried none) and says how it went. */
export function IpAllowResult({ token }: { token: string | null }) {
  const result = useAllowIp(token);

  if (token !== null && result.isPending) return <Loading label="Allowing the address..." />;
  if (result.isSuccess) {
    return (
      <section className="card form" aria-labelledby="ip-allow-title">
        <h2 id="ip-allow-title">Address allowed</h2>
        <FormMessage tone="success">{result.data.message}</FormMessage>
        <Link className="button button--primary" to={paths.login}>
          Log in
        </Link>
      </section>
    );
  }
  return (
    <section className="card form" aria-labelledby="ip-allow-title">
      <h2 id="ip-allow-title">Link not valid</h2>
      <FormMessage tone="error">{serverMessage(result.error) ?? MESSAGES.ipAllowLinkInvalid}</FormMessage>
      <p className="meta">Each link works once. Logging in from the new address again mails a fresh one.</p>
      <Link className="button button--primary" to={paths.login}>
        Back to login
      </Link>
    </section>
  );
}
