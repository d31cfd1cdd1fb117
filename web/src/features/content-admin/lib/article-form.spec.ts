import type { ArticleRecord } from '@henesys/contracts';
import { articleFormOf, EMPTY_ARTICLE_FORM, toArticleInput, type ArticleForm } from './article-form';
import { toLocalInput } from './date-input';

const form = (change: Partial<ArticleForm>): ArticleForm => ({
  ...EMPTY_ARTICLE_FORM,
  title: 'Hello',
  content: 'Some **text**',
  ...change,
});

describe('toArticleInput', () => {
  it('sends a new draft with only what was filled in', () => {
    expect(toArticleInput(form({ title: '  Hello  ' }))).toEqual({
      input: { category: 'news', title: 'Hello', content: 'Some **text**', status: 'inactive', endDate: null },
    });
  });

  it('sends slug and dates when given, the end date only for events', () => {
    const published = toLocalInput('2026-05-01T10:00:00.000Z');
    const end = toLocalInput('2026-05-08T10:00:00.000Z');
    expect(
      toArticleInput(
        form({ category: 'event', slug: ' spring-hunt ', publishedAt: published, endDate: end, status: 'active' }),
      ),
    ).toEqual({
      input: {
        category: 'event',
        title: 'Hello',
        content: 'Some **text**',
        status: 'active',
        slug: 'spring-hunt',
        publishedAt: '2026-05-01T10:00:00.000Z',
        endDate: '2026-05-08T10:00:00.000Z',
      },
    });
    expect(toArticleInput(form({ category: 'update', endDate: end }))).toMatchObject({ input: { endDate: null } });
  });

  it('requires a title and content', () => {
    expect(toArticleInput(form({ title: ' ', content: '\n' }))).toEqual({
      errors: { title: 'Title is required', content: 'Content is required' },
    });
  });

  it('refuses an event that ends before it starts', () => {
    const published = toLocalInput('2026-05-08T10:00:00.000Z');
    const end = toLocalInput('2026-05-01T10:00:00.000Z');
    expect(toArticleInput(form({ category: 'event', publishedAt: published, endDate: end }))).toEqual({
      errors: { endDate: 'The end date must be after the publication date' },
    });
  });
});

describe('articleFormOf', () => {
  it('fills the editor from a record and sends it back unchanged', () => {
    const record: ArticleRecord = {
      id: 7,
      slug: 'maple-leaf-hunt',
      category: 'event',
      status: 'active',
      title: 'Maple Leaf Hunt',
      content: 'Collect leaves.',
      publishedAt: '2026-05-01T10:00:00.000Z',
      endDate: '2026-05-08T10:00:00.000Z',
      updatedAt: '2026-05-01T10:00:00.000Z',
    };
    expect(toArticleInput(articleFormOf(record))).toEqual({
      input: {
        category: 'event',
        title: 'Maple Leaf Hunt',
        content: 'Collect leaves.',
        status: 'active',
        slug: 'maple-leaf-hunt',
        publishedAt: record.publishedAt,
        endDate: record.endDate,
      },
    });
  });
});
