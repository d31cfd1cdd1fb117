import type { NewsItem, NewsResponse } from '@henesys/contracts';
import {
  backLinkOf,
  findArticle,
  InvalidNewsAnswerError,
  parseNewsAnswer,
  slugOf,
  tabFromQuery,
  toNewsResponse,
} from './news-answer';

const item = (link: string, category: NewsItem['category'], title = link): NewsItem => ({
  id: link.length,
  title,
  date: '2026-01-02T03:04:05.000Z',
  formatted_date: 'Jan 2, 2026',
  content: '<p>x</p>',
  link,
  category,
  status: 'active',
  end_date: null,
  formatted_end_date: null,
});

const hunt = item('/events/maple-leaf-hunt', 'event', 'Maple Leaf Hunt');
const patch = item('/updates/patch-notes-1-2', 'update', 'Patch notes v1.2');
const gates = item('/news/henesys-opens-its-gates', 'news', 'Henesys opens its gates');
const grouped: NewsResponse = { events: [hunt], updates: [patch], news: [gates], notices: [] };

describe('findArticle', () => {
  it.each([
    ['maple-leaf-hunt', hunt],
    ['patch-notes-1-2', patch],
    ['henesys-opens-its-gates', gates],
  ])('finds %s in the grouped answer', (slug, expected) => {
    expect(findArticle(grouped, slug)).toBe(expected);
  });

  it('finds the item whose link ends with the slug in a plain array answer', () => {
    expect(findArticle([gates, hunt, patch], 'maple-leaf-hunt')).toBe(hunt);
    expect(findArticle([gates, hunt, patch], 'henesys-opens-its-gates')).toBe(gates);
  });

  it('matches the whole last segment, not a suffix of it', () => {
    expect(findArticle(grouped, 'hunt')).toBeNull();
    expect(findArticle([hunt], 'leaf-hunt')).toBeNull();
  });

  it('is null for an unknown or empty slug, in both shapes', () => {
    expect(findArticle(grouped, 'nope')).toBeNull();
    expect(findArticle([hunt], 'nope')).toBeNull();
    expect(findArticle([], 'maple-leaf-hunt')).toBeNull();
    expect(findArticle(grouped, '')).toBeNull();
  });

  it('does not look at notices', () => {
    const notice = {
      id: 9,
      title: 'n',
      date: '',
      formatted_date: '',
      content: 'c',
      link: '/news/notice-slug',
      severity: 'info' as const,
      estimated_duration: null,
    };
    expect(findArticle({ ...grouped, notices: [notice] }, 'notice-slug')).toBeNull();
  });
});

describe('parseNewsAnswer', () => {
  it('keeps the grouped shape and drops entries that are not items', () => {
    expect(
      parseNewsAnswer({ events: [hunt, null, { title: 1 }], updates: [patch], news: [gates], notices: [] }),
    ).toEqual(grouped);
  });

  it('fills missing lists with empty ones', () => {
    expect(parseNewsAnswer({ news: [gates] })).toEqual({ events: [], updates: [], news: [gates], notices: [] });
  });

  it('keeps a plain array', () => {
    expect(parseNewsAnswer([hunt, 'x', gates])).toEqual([hunt, gates]);
  });

  it.each([null, 'html', 42, {}, { message: 'oops' }])('rejects %p', (body) => {
    expect(() => parseNewsAnswer(body)).toThrow(InvalidNewsAnswerError);
  });
});

describe('toNewsResponse', () => {
  it('groups a plain array by category', () => {
    expect(toNewsResponse([gates, hunt, patch])).toEqual(grouped);
  });

  it('returns the grouped answer as it is', () => {
    expect(toNewsResponse(grouped)).toBe(grouped);
  });
});

describe('links and tabs', () => {
  it('takes the slug from the last path segment', () => {
    expect(slugOf('/news/henesys-opens-its-gates')).toBe('henesys-opens-its-gates');
    expect(slugOf('https://henesys.example/events/maple-leaf-hunt/?ref=x#top')).toBe('maple-leaf-hunt');
  });

  it('sends the back link to the tab of the category', () => {
    expect([backLinkOf('event'), backLinkOf('update'), backLinkOf('news')]).toEqual([
      '/?tab=events#news',
      '/?tab=updates#news',
      '/?tab=news#news',
    ]);
  });

  it('reads only known tabs from the query', () => {
    expect([tabFromQuery('events'), tabFromQuery('news'), tabFromQuery('updates')]).toEqual([
      'events',
      'news',
      'updates',
    ]);
    expect([tabFromQuery(null), tabFromQuery('blog')]).toEqual([undefined, undefined]);
  });
});
