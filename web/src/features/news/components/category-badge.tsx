import type { ArticleCategory } from '@henesys/contracts';
import { CATEGORY_LABEL } from '../lib/news-answer';
import './category-badge.css';

/** 'Event', 'Update' or 'News', coloured by category. */
export function CategoryBadge({ category }: { category: ArticleCategory }) {
  return <span className={`category-badge category-badge--${category}`}>{CATEGORY_LABEL[category] ?? 'News'}</span>;
}
