import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { NewsItem } from '@henesys/contracts';
import { backLinkOf, NEWS_TABS } from '../lib/news-answer';
import { CategoryBadge } from './category-badge';
import './article-view.css';

/** The shared article view of /news, /updates and /events (SPEC §2 'Article'). */
export function ArticleView({ item }: { item: NewsItem }) {
  // A link shared in Discord shows the article's own title (the site's 'Page | Henesys' pattern).
  useEffect(() => {
    document.title = `${item.title} | Henesys`;
  }, [item.title]);
  const tab = NEWS_TABS.find((candidate) => candidate.category === item.category) ?? NEWS_TABS[1];
  return (
    <article className="card article" aria-labelledby="article-title">
      <header className="article__header">
        <div className="article__meta">
          <CategoryBadge category={item.category} />
          <time dateTime={item.date}>{item.formatted_date}</time>
          {item.category === 'event' && item.formatted_end_date ? (
            <span>
              {item.status === 'active' ? 'Ends' : 'Ended'}{' '}
              <time dateTime={item.end_date ?? undefined}>{item.formatted_end_date}</time>
            </span>
          ) : null}
        </div>
        <h2 id="article-title" className="article__title">
          {item.title}
        </h2>
      </header>
      {/* The content service renders the author's Markdown and sanitises the HTML (no scripts, handlers
          or javascript: links) before it leaves the server, so it is inserted as it comes. */}
      <div className="prose article__content" dangerouslySetInnerHTML={{ __html: item.content }} />
      <footer className="article__footer">
        <Link className="article__back" to={backLinkOf(item.category)}>
          <span aria-hidden="true">← </span>Back to {tab.label}
        </Link>
      </footer>
    </article>
  );
}

/** 'Article not found' and 'Failed to load article' (SPEC §8), with a way back. */
export function ArticleMessage({ title, detail }: { title: string; detail?: string }) {
  return (
    <section className="card article article--message" aria-labelledby="article-message">
      <h2 id="article-message">{title}</h2>
      {detail ? <p>{detail}</p> : null}
      <Link className="button button--secondary" to="/#news">
        Back to the news
      </Link>
    </section>
  );
}
