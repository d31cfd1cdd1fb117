import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { NewsResponse } from '@henesys/contracts';
import { paths } from '../../config/paths';
import { Loading } from '../../components/ui/loading';
import { errorText, serverMessage } from '../../lib/error-message';
import { EventBanner } from '../../features/events/components/event-banner';
import { useNews } from '../../features/news/api/get-news';
import { sampleContent } from '../../features/news/lib/sample-content';
import { tabFromQuery, toNewsResponse } from '../../features/news/lib/news-answer';
import { NoticeBanners } from '../../features/notices/components/notice-banners';
import { ServerStatusWidget } from '../../features/server-status/components/server-status-widget';
import { useReadyOrAfter } from '../../hooks/use-ready-or-after';
import './home.css';

// Notices and events come with the news answer and sit above the grid: until that answer (or its
// failure) is in, neither is shown, so the grid does not jump down when they arrive (layout shift).
// A slow answer holds the page back this long at most.
const NEWS_WAIT_MS = 1_000;

// The tabs and their carousel (embla) load in their own chunk, fetched at once in parallel with /api/news.
const newsTabsChunk = import('../../features/news/components/news-tabs');
const NewsTabs = lazy(() => newsTabsChunk.then((module) => ({ default: module.NewsTabs })));

/** The news answer, or after a failure the built-in samples and the reason (SPEC §8 'News load'). */
function useHomeContent(): { content: NewsResponse | null; failure: string | null } {
  const news = useNews();
  const { data, error, errorUpdatedAt } = news;
  return useMemo(() => {
    if (data) return { content: toNewsResponse(data), failure: null };
    if (error)
      return { content: sampleContent(new Date(errorUpdatedAt)), failure: serverMessage(error) ?? errorText(error) };
    return { content: null, failure: null };
  }, [data, error, errorUpdatedAt]);
}

export default function HomeRoute() {
  const { hash } = useLocation();
  const [searchParams] = useSearchParams();
  const initialTab = tabFromQuery(searchParams.get('tab'));
  // Deferred: the query's answer arrives as a synchronous update, while the grid and the carousels it
  // brings are rendered in slices (a transition), not in one long task.
  const { content, failure } = useDeferredValue(useHomeContent());
  const loaded = content !== null;
  const ready = useReadyOrAfter(loaded || failure !== null, NEWS_WAIT_MS);

  // '/#news' (the not-found page, an article's back link) lands on the news area once it is rendered.
  useEffect(() => {
    if (hash === '#news' && loaded) document.getElementById('news')?.scrollIntoView();
  }, [hash, loaded]);

  if (!ready) {
    return (
      <div className="page home">
        <Loading label="Loading news..." />
      </div>
    );
  }

  return (
    <div className="page home">
      {content && (content.notices.length > 0 || content.events.length > 0) ? (
        <div className="home__alerts">
          <NoticeBanners notices={content.notices} />
          <EventBanner events={content.events} />
        </div>
      ) : null}

      <div className="home__grid">
        <div className="home__status">
          <ServerStatusWidget poll />
        </div>

        <section id="news" className="card home__news" aria-labelledby="news-title">
          <h2 id="news-title">Updates, News & Events</h2>
          {failure ? (
            <p className="home__failure" role="alert">
              Failed to load content: {failure}
            </p>
          ) : null}
          {content ? (
            <Suspense fallback={<Loading label="Loading news..." />}>
              <NewsTabs key={initialTab ?? 'default'} content={content} initialTab={initialTab} />
            </Suspense>
          ) : (
            <Loading label="Loading news..." />
          )}
        </section>

        <section className="card home__start" aria-labelledby="start-title">
          <h2 id="start-title">Start your adventure</h2>
          <ol className="steps">
            <li>
              <Link to={paths.signup}>Create a free account</Link> on this website.
            </li>
            <li>
              <Link to={paths.download}>Download the client</Link> and install it.
            </li>
            <li>
              Log in with your account and say hi on our <Link to={paths.community}>community</Link>.
            </li>
          </ol>
        </section>

        <section className="card home__about" aria-labelledby="about-title">
          <h2 id="about-title">Why Henesys?</h2>
          <ul className="home__highlights">
            <li>The classic v83 experience: Explorers, Cygnus Knights and Aran</li>
            <li>Levels 1 to 250, with room to grow after fourth job</li>
            <li>Friendly rates and scroll pity, so bad luck never lasts forever</li>
            <li>Boss runs from Zakum to Pink Bean, Monster Park and Mu Lung Dojo</li>
          </ul>
          <Link className="button button--secondary" to={paths.features}>
            See all features
          </Link>
        </section>
      </div>
    </div>
  );
}
