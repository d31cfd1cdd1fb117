import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { NewsItem } from '@henesys/contracts';
import { useCountdown } from '../../../hooks/use-countdown';
import { countdownParts, countdownSentence, pad } from '../lib/countdown-parts';
import { endOf, firstActiveEvent } from '../lib/ongoing-event';
import './event-banner.css';

/** Days, hours, minutes and seconds to `end`, ticking every second down to zero (SPEC §4, §9). */
function Countdown({ end }: { end: number }) {
  const parts = countdownParts(useCountdown(end));
  const units = [
    ['days', String(parts.days)],
    ['hours', pad(parts.hours)],
    ['minutes', pad(parts.minutes)],
    ['seconds', pad(parts.seconds)],
  ] as const;
  return (
    // role=timer is not announced on every tick; its label reads the whole time when visited.
    <div className="event-banner__countdown" role="timer" aria-label={countdownSentence(parts)}>
      {units.map(([unit, value]) => (
        <span key={unit} className="event-banner__unit" aria-hidden="true">
          <span className="event-banner__value">{value}</span>
          <span className="event-banner__name">{unit}</span>
        </span>
      ))}
    </div>
  );
}

/** The ongoing-event banner of home (SPEC §2, §4): the first active event, or nothing. */
export function EventBanner({ events }: { events: readonly NewsItem[] }) {
  const titleId = useId();
  const event = firstActiveEvent(events);
  if (!event) return null;
  const end = endOf(event);
  return (
    <section className="event-banner" aria-labelledby={titleId}>
      <div className="event-banner__text">
        <p className="event-banner__kicker">Ongoing event</p>
        <h2 id={titleId} className="event-banner__title">
          <Link to={event.link}>{event.title}</Link>
        </h2>
        {end !== null && event.formatted_end_date ? (
          <p className="event-banner__ends">
            Ends <time dateTime={event.end_date ?? undefined}>{event.formatted_end_date}</time>
          </p>
        ) : null}
      </div>
      {end !== null ? <Countdown end={end} /> : null}
    </section>
  );
}
