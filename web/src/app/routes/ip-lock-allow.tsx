import { IpAllowResult } from '../../features/auth/components/ip-allow-result';
import { useFragmentToken } from '../../hooks/use-fragment-token';

/** The link mailed after a login the IP lock refused: /ip-lock/allow#token=... allows that address. */
export default function IpLockAllowRoute() {
  const token = useFragmentToken();
  return (
    <div className="page page--narrow">
      <IpAllowResult token={token} />
    </div>
  );
}
