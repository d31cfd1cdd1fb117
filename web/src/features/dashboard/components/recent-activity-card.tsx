import type { ActivityEntry } from '@henesys/contracts';
import { activityLabel } from '../lib/activity-labels';
import { formatDateTime } from '../lib/format';

/** SPEC §2 'Recent Activity': type, details and date, newest first (as the server sends them). */
export function RecentActivityCard({ activity }: { activity: ActivityEntry[] }) {
  return (
    <section className="card dashboard__activity" aria-labelledby="activity-title">
      <h2 id="activity-title">Recent Activity</h2>
      {activity.length === 0 ? (
        <p className="meta">No recent activity.</p>
      ) : (
        <ol className="activity-list">
          {activity.map((entry, index) => (
            <li key={`${entry.date}-${index}`} className="activity">
              <span className={`activity__type activity__type--${entry.type}`}>{activityLabel(entry.type)}</span>
              <span className="activity__details">{entry.details}</span>
              <time className="activity__date" dateTime={entry.date}>
                {formatDateTime(entry.date, '')}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
