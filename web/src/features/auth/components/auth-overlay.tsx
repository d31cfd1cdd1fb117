import { formatSeconds } from '../../../lib/countdown';
import { useCountdown } from '../../../hooks/use-countdown';
import { Overlay } from '../../../components/ui/overlay';

/** `fromKey` is the location the overlay opened on: it closes once the browser has moved on. */
export type AuthOverlayState =
  | { kind: 'login'; target: string; deadline: number; fromKey: string }
  | { kind: 'logout'; deadline: number; fromKey: string };

function LoginOverlay({ deadline }: { deadline: number }) {
  const left = useCountdown(deadline);
  return (
    <Overlay title="Login Successful">
      {left > 0 ? `Redirecting in ${formatSeconds(left)}...` : 'Redirecting...'}
    </Overlay>
  );
}

export function AuthOverlay({ state }: { state: AuthOverlayState }) {
  if (state.kind === 'login') return <LoginOverlay deadline={state.deadline} />;
  return <Overlay title="Successfully Logged Out">See you soon in Henesys!</Overlay>;
}
