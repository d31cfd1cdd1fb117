import { useEffect } from 'react';
import { useCountdown } from '../../../hooks/use-countdown';
import { formatCountdown } from '../lib/countdown';
import { nextVoteText } from '../lib/messages';

/**
 * The cooldown as hh:mm:ss, ticking each second (SPEC §9 clock tick), and when it ends as a date and
 * time. A timer role is not read out on every tick; the status message beside it says what it counts down to.
 */
export function CooldownTimer({ endsAt, onEnd }: { endsAt: number; onEnd: (endsAt: number) => void }) {
  const left = useCountdown(endsAt);
  useEffect(() => {
    if (left === 0) onEnd(endsAt);
  }, [left, endsAt, onEnd]);
  return (
    <div className="vote__cooldown">
      <p>
        <span id="vote-cooldown-label">You can vote again in</span>{' '}
        <span className="vote__timer" role="timer" aria-labelledby="vote-cooldown-label">
          {formatCountdown(left)}
        </span>
      </p>
      <p className="vote__next-vote">{nextVoteText(endsAt)}</p>
    </div>
  );
}
