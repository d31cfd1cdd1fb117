import { useId, useState } from 'react';
import type { ActivityEntry } from '@henesys/contracts';
import { formatDateTime, plural } from '../../../lib/format';
import { ACTIVITY_PREVIEW_ROWS, groupActivity } from '../lib/activity-groups';
import { activityLabel } from '../lib/activity-labels';
import { Button } from '../../../components/ui/button';

/**
 * SPEC §2 'Recent Activity': type, details and date, newest first (as the server sends them).
 * Repeated rows read as one ('Logged in from 1.2.3.4 · 20 times'); five show until 'Show more'.
 */
export function RecentActivityCard({ activity }: { activity: ActivityEntry[] }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const groups = groupActivity(activity);
  const shown = expanded ? groups : groups.slice(0, ACTIVITY_PREVIEW_ROWS);
  return (
    <section className="card dashboard__activity" aria-labelledby="activity-title">
      <h2 id="activity-title">Recent Activity</h2>
      {groups.length === 0 ? (
        <p className="meta">No recent activity.</p>
      ) : (
        <ol id={listId} className="activity-list">
          {shown.map((group, index) => (
            <li key={`${index}-${group.date}`} className="activity">
              <span className={`activity__type activity__type--${group.type}`}>{activityLabel(group.type)}</span>
              <span className="activity__details">
                {group.details}
                {group.count > 1 ? <span className="activity__count"> · {plural(group.count, 'time')}</span> : null}
              </span>
              <time className="activity__date" dateTime={group.date}>
                {formatDateTime(group.date)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {groups.length > ACTIVITY_PREVIEW_ROWS ? (
        <Button
          variant="secondary"
          className="activity__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </section>
  );
}
