import { ARTICLE_CATEGORIES, CATEGORY_PATH } from '@henesys/contracts';
import { findArticle } from './news-answer';
import { sampleContent } from './sample-content';

describe('sampleContent', () => {
  const now = new Date('2026-03-04T05:06:07.000Z');
  const content = sampleContent(now);
  const items = [...content.events, ...content.updates, ...content.news];

  it('has items in every tab and exactly one critical notice dated now', () => {
    expect([content.events.length > 0, content.updates.length > 0, content.news.length > 0]).toEqual([
      true,
      true,
      true,
    ]);
    expect(content.notices).toHaveLength(1);
    expect(content.notices[0]).toMatchObject({ severity: 'critical', date: now.toISOString() });
  });

  it('files each item under its category with a link in its folder', () => {
    for (const category of ARTICLE_CATEGORIES) {
      const list = category === 'event' ? content.events : category === 'update' ? content.updates : content.news;
      for (const item of list) {
        expect(item.category).toBe(category);
        expect(item.link).toMatch(new RegExp(`^/${CATEGORY_PATH[category]}/[a-z0-9-]+$`));
      }
    }
  });

  it('gives every item the fields of a news item, dated in the past', () => {
    for (const item of items) {
      expect(item).toEqual({
        id: expect.any(Number),
        title: expect.stringMatching(/\S/),
        date: expect.any(String),
        formatted_date: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
        content: expect.stringMatching(/^<p>/),
        link: expect.any(String),
        category: expect.any(String),
        status: expect.stringMatching(/^(active|completed)$/),
        end_date: item.category === 'event' ? expect.any(String) : null,
        formatted_end_date: item.category === 'event' ? expect.any(String) : null,
      });
      expect(new Date(item.date).getTime()).toBeLessThan(now.getTime());
    }
  });

  it('has unique ids and slugs that the article lookup finds', () => {
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) expect(findArticle(content, item.link.split('/').at(-1) ?? '')).toBe(item);
  });

  it('never shows an ongoing sample event', () => {
    expect(content.events.filter((event) => event.status === 'active')).toEqual([]);
  });
});
