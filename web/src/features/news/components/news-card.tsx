import type { NewsItem } from '@henesys/contracts';
import { excerptOf } from '../lib/excerpt';
import { CategoryBadge } from './category-badge';
import { ItemLink } from './item-link';
import './news-card.css';

function EventState({ item }: { item: NewsItem }) {
  if (item.category !== 'event') return null;
  if (item.status === 'active')
    return (
      <p className="news-card__state news-card__state--on">
        Ongoing{item.formatted_end_date ? ` until ${item.formatted_end_date}` : ''}
      </p>
    );
  return <p className="news-card__state">Ended{item.formatted_end_date ? ` ${item.formatted_end_date}` : ''}</p>;
}

/** One card of the home carousel: badge, date, title (the link), a plain-text excerpt. */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="news-card">
      <div className="news-card__meta">
        <CategoryBadge category={item.category} />
        <time dateTime={item.date}>{item.formatted_date}</time>
      </div>
      <h3 className="news-card__title">
        <ItemLink className="news-card__link" to={item.link}>
          {item.title}
        </ItemLink>
      </h3>
      <EventState item={item} />
      <p className="news-card__excerpt">{excerptOf(item.content)}</p>
      <span className="news-card__more" aria-hidden="true">
        Read more →
      </span>
    </article>
  );
}
