import { formatSeconds } from '../../../lib/countdown';
import { useCountdown } from '../../../hooks/use-countdown';
import { Overlay } from '../../../components/ui/overlay';

export type AuthOverlayState =
  | { kind: 'login'; target: string; deadline: number }
  | { kind: 'logout'; deadline: number };

function LoginOverlay({ deadline }: { deadline: number }) {
  const left = useCountdown(deadline);
  return <Overlay title="Login Successful">{left > 0 ? `Redirecting in ${formatSeconds(left)}...` : 'Redirecting...'}</Overlay>;
}

export function AuthOverlay({ state }: { state: AuthOverlayState }) {
  if (state.kind === 'login') return <LoginOverlay deadline={state.deadline} />;
  return <Overlay title="Successfully Logged Out">See you soon in Henesys!</Overlay>;
}
