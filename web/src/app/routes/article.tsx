import { useParams } from 'react-router-dom';
import { Loading } from '../../components/ui/loading';
import { useNews } from '../../features/news/api/get-news';
import { ArticleMessage, ArticleView } from '../../features/news/components/article-view';
import { findArticle } from '../../features/news/lib/news-answer';

/** /news/:slug, /updates/:slug and /events/:slug: one shared view (SPEC §2). */
export default function ArticleRoute() {
  const { slug = '' } = useParams();
  const news = useNews();

  let body;
  if (news.data) {
    const item = findArticle(news.data, slug);
    body = item ? (
      <ArticleView item={item} />
    ) : (
      <ArticleMessage title="Article not found" detail="It may have been moved or taken down." />
    );
  } else if (news.isError) {
    body = <ArticleMessage title="Failed to load article" detail="Please try again in a moment." />;
  } else {
    body = <Loading label="Loading article..." />;
  }
  return <div className="page page--narrow">{body}</div>;
}
