import { ComingSoon } from '../../components/ui/coming-soon';

export default function ArticleRoute() {
  return <div className="page page--narrow"><ComingSoon>News, updates and event articles are coming soon.</ComingSoon></div>;
}
