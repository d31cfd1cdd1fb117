import { Link } from 'react-router-dom';
import { type NoticeItem } from '@henesys/contracts';
import { useNow } from '../hooks/use-now';
import { formatNoticeTime } from '../lib/relative-time';
import { byUrgency, noticeTone, TONE_LABEL } from '../lib/notice-tone';
import './notice-banners.css';
import { NOTICE_TIME_REFRESH_MS } from '../../../config/ui-timings';

/** 'Just now', '5 minutes ago'...: refreshed every 60 s (SPEC §4, §9). */
function RelativeTime({ date }: { date: string }) {
  const now = useNow(NOTICE_TIME_REFRESH_MS);
  return <time dateTime={date}>{formatNoticeTime(date, now)}</time>;
}

function NoticeBanner({ notice }: { notice: NoticeItem }) {
  const tone = noticeTone(notice.severity);
  return (
    <li className={`notice notice--${tone}`}>
      <span className="notice__icon" aria-hidden="true">
        {tone === 'info' ? 'i' : '!'}
      </span>
      <div className="notice__body">
        <p className="notice__head">
          <span className="notice__label">{TONE_LABEL[tone]}</span>
          <strong className="notice__title">{notice.title}</strong>
          <span className="notice__time">
            {tone === 'critical' ? (
              <RelativeTime date={notice.date} />
            ) : (
              <time dateTime={notice.date}>{notice.formatted_date}</time>
            )}
          </span>
        </p>
        {/* Plain text (SPEC §3 'Notice'): rendered as text, never as markup. */}
        <p className="notice__content">{notice.content}</p>
        {notice.estimated_duration ? (
          <p className="notice__duration">Estimated duration: {notice.estimated_duration}</p>
        ) : null}
        {notice.link ? (
          notice.link.startsWith('/') ? (
            <Link className="notice__link" to={notice.link}>
              Read more<span className="visually-hidden"> about {notice.title}</span>
            </Link>
          ) : (
            <a className="notice__link" href={notice.link}>
              Read more<span className="visually-hidden"> about {notice.title}</span>
            </a>
          )
        ) : null}
      </div>
    </li>
  );
}

/** The notice banners at the top of home (SPEC §2), most urgent first. */
export function NoticeBanners({ notices }: { notices: readonly NoticeItem[] }) {
  if (notices.length === 0) return null;
  return (
    <section className="notices" aria-label="Notices">
      <ul className="notices__list">
        {byUrgency(notices).map((notice) => (
          <NoticeBanner key={notice.id} notice={notice} />
        ))}
      </ul>
    </section>
  );
}
