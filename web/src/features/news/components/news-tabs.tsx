import type { NewsResponse } from '@henesys/contracts';
import { Tabs } from '../../../components/ui/tabs';
import { itemsOf, NEWS_TABS, type NewsTabId } from '../lib/news-answer';
import { NewsCarousel } from './news-carousel';
import './news-tabs.css';

/** Home's tabs Updates / News / Events (SPEC §2), each a card carousel. */
export function NewsTabs({ content, initialTab }: { content: NewsResponse; initialTab?: NewsTabId }) {
  const items = NEWS_TABS.map((tab) => ({
    id: tab.id,
    label: tab.label,
    content: <NewsCarousel label={tab.label} items={itemsOf(content, tab.category)} />,
  }));
  return (
    <div className="news-tabs">
      <Tabs items={items} label="Updates, news and events" initialId={initialTab} />
    </div>
  );
}
