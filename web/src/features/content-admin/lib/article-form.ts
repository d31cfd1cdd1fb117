import type { ArticleCategory, ArticleInput, ArticleRecord, ArticleStatus } from '@henesys/contracts';
import { fromLocalInput, toLocalInput } from './date-input';

/** The article editor's fields, as the inputs hold them (dates as `datetime-local` values). */
export interface ArticleForm {
  category: ArticleCategory;
  title: string;
  slug: string;
  status: ArticleStatus;
  publishedAt: string;
  endDate: string;
  content: string;
}

export type ArticleFormErrors = Partial<Record<keyof ArticleForm, string>>;

/** A new article is a draft ('inactive') until published. */
export const EMPTY_ARTICLE_FORM: ArticleForm = {
  category: 'news',
  title: '',
  slug: '',
  status: 'inactive',
  publishedAt: '',
  endDate: '',
  content: '',
};

export function articleFormOf(record: ArticleRecord): ArticleForm {
  return {
    category: record.category,
    title: record.title,
    slug: record.slug,
    status: record.status,
    publishedAt: toLocalInput(record.publishedAt),
    endDate: toLocalInput(record.endDate),
    content: record.content,
  };
}

/**
 * The body of POST/PUT /api/admin/content/articles, or the fields' errors. An empty slug or date is
 * left out (the server makes a slug from the title and dates a new article now); only events keep
 * an end date.
 */
export function toArticleInput(form: ArticleForm): { input: ArticleInput } | { errors: ArticleFormErrors } {
  const errors: ArticleFormErrors = {};
  const title = form.title.trim();
  const slug = form.slug.trim();
  if (!title) errors.title = 'Title is required';
  if (!form.content.trim()) errors.content = 'Content is required';
  const publishedAt = form.publishedAt ? fromLocalInput(form.publishedAt) : null;
  if (form.publishedAt && !publishedAt) errors.publishedAt = 'Enter a valid date';
  const endDate = form.category === 'event' && form.endDate ? fromLocalInput(form.endDate) : null;
  if (form.category === 'event' && form.endDate && !endDate) errors.endDate = 'Enter a valid end date';
  if (endDate && publishedAt && endDate <= publishedAt)
    errors.endDate = 'The end date must be after the publication date';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      category: form.category,
      title,
      content: form.content,
      status: form.status,
      endDate,
      ...(slug ? { slug } : {}),
      ...(publishedAt ? { publishedAt } : {}),
    },
  };
}
