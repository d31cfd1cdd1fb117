import { Link } from 'react-router-dom';
import { MESSAGES } from '@henesys/contracts';
import { paths } from '../../../config/paths';
import { DONATE_MESSAGES } from '../lib/messages';
import { pendingWarningText, type PendingLimit } from '../lib/pending-limit';

/** SPEC §2 'Donate': a warning from 2 pending donations; at 3, 'Limit Reached' and why. */
export function PendingBanner({ limit }: { limit: PendingLimit }) {
  if (limit.level === 'open') return null;
  const blocked = limit.level === 'blocked';
  return (
    <section className={`donate-banner donate-banner--${limit.level}`} aria-labelledby="donate-banner-title">
      <h2 id="donate-banner-title" className="donate-banner__title">
        {blocked ? DONATE_MESSAGES.limitReached : 'Pending donations'}
      </h2>
      <p>{blocked ? MESSAGES.pendingLimit : pendingWarningText(limit.count, limit.left)}</p>
      <Link to={paths.dashboard}>Manage your donations on the dashboard</Link>
    </section>
  );
}
