import { VOTE_REWARD_NX } from '@henesys/contracts';
import { formatNumber } from '../../../lib/format';

/** The reward and the rules the server enforces (SPEC §9 'Vote'; credited on the site's pingback). */
export function VoteRules() {
  return (
    <section className="card vote__rules" aria-labelledby="vote-rules-title">
      <h2 id="vote-rules-title">Reward and rules</h2>
      <ul>
        <li>
          Each vote earns <strong>{formatNumber(VOTE_REWARD_NX)} NX Cash</strong>.
        </li>
        <li>One vote per account every 24 hours.</li>
        <li>One vote per IP address every 24 hours, whichever account it is for.</li>
        <li>The NX Cash is credited only when the vote site confirms your vote, so complete its captcha.</li>
        <li>
          The NX Cash goes to your account, not to a character. If you are in game, it waits and lands when you log out.
        </li>
      </ul>
    </section>
  );
}
