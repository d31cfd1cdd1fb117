import { useState } from 'react';
import type { NewsResponse } from '@henesys/contracts';
import { Tabs } from '../../../components/ui/tabs';
import { itemsOf, NEWS_TABS, type NewsTabId } from '../lib/news-answer';
import { NewsCarousel } from './news-carousel';
import './news-tabs.css';

/** Home's tabs Updates / News / Events (SPEC §2), each a card carousel. */
export function NewsTabs({ content, initialTab }: { content: NewsResponse; initialTab?: NewsTabId }) {
  const [selected, setSelected] = useState<NewsTabId>(initialTab ?? NEWS_TABS[0].id);
  const items = NEWS_TABS.map((tab) => ({
    id: tab.id,
    label: tab.label,
    content: <NewsCarousel label={tab.label} items={itemsOf(content, tab.category)} shown={tab.id === selected} />,
  }));
  return (
    <div className="news-tabs">
      <Tabs items={items} label="Updates, news and events" selectedId={selected} onSelect={setSelected} />
    </div>
  );
}
