import { TestSystem } from '@henesys/testing';
import { Client } from 'pg';

/**
 * News, notices and their admin editing through the gateway with the real content service: each route's
 * answer, the admins-only rule, and the gateway's cache of /api/news. What an edit does to the news
 * (drafts, sanitised HTML, slugs, notices, the trail's lines) is in news-editing.int-spec.ts.
 */
describe('content: news, notices, admin editing', () => {
  let system: TestSystem;
  let db: Client;
  let admin: string;
  let member: string;

  const call: TestSystem['api'] = (...args) => system.api(...args);
  const login = (username: string, password: string) => system.login(username, password);
  const news = async () => (await call('GET', `/api/news?_t=${Date.now()}`)).body;
  const allLinks = (body: {
    events: Array<{ link: string }>;
    updates: Array<{ link: string }>;
    news: Array<{ link: string }>;
  }) => [...body.events, ...body.updates, ...body.news].map((item) => item.link);

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'content',
      processes: ['auth', 'accounts', 'content', 'gateway'],
      env: { RATE_LIMIT_LOGIN: '1000/60' },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
    admin = await login('admin', 'admin1234');
    member = await login('member', 'member1234');
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('groups what players may see into events, updates, news and notices, newest first, with the fields of SPEC §3', async () => {
    const body = await news();
    expect(body.events.map((item: { link: string }) => item.link)).toEqual([
      '/events/maple-leaf-hunt',
      '/events/jump-quest-week',
    ]);
    expect(body.updates.map((item: { link: string }) => item.link)).toEqual([
      '/updates/patch-notes-1-2',
      '/updates/patch-notes-1-1',
    ]);
    expect(body.news.map((item: { link: string }) => item.link)).toEqual(['/news/henesys-opens-its-gates']);
    const event = body.events[0];
    expect(event).toEqual({
      id: expect.any(Number),
      title: 'Maple Leaf Hunt',
      date: expect.any(String),
      formatted_date: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      content: expect.stringContaining('<p>'),
      link: '/events/maple-leaf-hunt',
      category: 'event',
      status: 'active',
      end_date: expect.any(String),
      formatted_end_date: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
    });
    expect(new Date(event.end_date).getTime()).toBeGreaterThan(Date.now());
    expect(body.news[0].content).toContain('<strong>Maple Island</strong>');
    expect(body.notices.map((notice: { severity: string }) => notice.severity)).toEqual(['critical', 'warning']);
    expect(body.notices[1]).toMatchObject({
      title: 'Weekly maintenance',
      estimated_duration: '30 minutes',
      link: null,
    });
  });

  it('serves a burst of visitors from one query, ignores the cache buster, and shows an edit at once', async () => {
    const created = await call('POST', '/api/admin/content/articles', admin, {
      category: 'news',
      title: 'Burst Test',
      content: 'v1',
      status: 'active',
    });
    expect(created.status).toBe(201);
    // Hold the articles table so every query for it has to queue, then count the queue.
    const locker = new Client({ connectionString: system.database.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE content.articles IN ACCESS EXCLUSIVE MODE');
    const burst = Promise.all(
      Array.from({ length: 30 }, (_, i) => system.fetch(`/api/news?_t=${i}`).then((response) => response.json())),
    );
    const waiting = async () =>
      (
        await db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%content%articles%'`,
        )
      ).rows[0].n as number;
    for (let polls = 0; (await waiting()) === 0 && polls < 100; polls += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const queued = await waiting();
    await locker.query('COMMIT');
    await locker.end();
    const answers = await burst;
    expect(queued).toBe(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0].news.map((item: { id: number }) => item.id)).toContain(created.body.id);

    const edited = await call('PUT', `/api/admin/content/articles/${created.body.id}`, admin, {
      category: 'news',
      title: 'Burst Test',
      content: 'version **two**',
    });
    expect(edited.status).toBe(200);
    expect((await news()).news.find((item: { id: number }) => item.id === created.body.id).content).toContain(
      '<strong>two</strong>',
    );
  });

  it('answers each admin editing route for an admin, and refuses a bad value or id', async () => {
    const created = await call('POST', '/api/admin/content/articles', admin, {
      category: 'news',
      title: 'Route Tour',
      content: 'a',
    });
    expect(created).toMatchObject({ status: 201, body: { slug: 'route-tour', status: 'inactive' } });
    const id = created.body.id;
    expect(await call('PATCH', `/api/admin/content/articles/${id}/status`, admin, { status: 'active' })).toMatchObject({
      status: 200,
      body: { status: 'active' },
    });
    expect(allLinks(await news())).toContain('/news/route-tour');
    expect(await call('POST', '/api/admin/content/preview', admin, { markdown: '**b**' })).toEqual({
      status: 200,
      body: { html: expect.stringContaining('<strong>b</strong>') },
    });
    expect((await call('DELETE', `/api/admin/content/articles/${id}`, admin)).status).toBe(200);
    expect(
      await call('POST', '/api/admin/content/articles', admin, { category: 'blog', title: 'x', content: 'c' }),
    ).toMatchObject({ status: 400, body: { message: 'Category must be event, update or news' } });
    expect((await call('DELETE', '/api/admin/content/articles/not-a-number', admin)).status).toBe(404);

    const notice = await call('POST', '/api/admin/content/notices', admin, {
      title: 'Login issues',
      content: 'We are on it.',
      severity: 'critical',
    });
    expect(notice.status).toBe(201);
    expect((await news()).notices[0]).toMatchObject({ id: notice.body.id, title: 'Login issues' });
    const hidden = { title: 'Login issues', content: 'Fixed.', severity: 'critical', active: false };
    expect((await call('PUT', `/api/admin/content/notices/${notice.body.id}`, admin, hidden)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/content/notices/${notice.body.id}`, admin)).status).toBe(200);
  });

  it('lets only admins edit: 401 without a token, 403 for a member, nothing changed', async () => {
    const before = (await db.query(`SELECT count(*)::int AS n FROM content.articles`)).rows[0].n;
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/content'],
      ['GET', '/api/admin/content/audit'],
      ['POST', '/api/admin/content/preview', { markdown: 'x' }],
      ['POST', '/api/admin/content/articles', { category: 'news', title: 'Hack', content: 'x', status: 'active' }],
      ['PUT', '/api/admin/content/articles/1', { category: 'news', title: 'Hack', content: 'x' }],
      ['PATCH', '/api/admin/content/articles/1/status', { status: 'archived' }],
      ['DELETE', '/api/admin/content/articles/1'],
      ['POST', '/api/admin/content/notices', { title: 'Hack', content: 'x', severity: 'critical' }],
      ['PUT', '/api/admin/content/notices/1', { title: 'Hack', content: 'x', severity: 'info' }],
      ['DELETE', '/api/admin/content/notices/1'],
      ['PUT', '/api/admin/content/maintenance', { maintenance: true }],
    ];
    for (const [method, path, body] of attempts) {
      expect([path, (await call(method, path, undefined, body)).status]).toEqual([path, 401]);
      expect([path, (await call(method, path, member, body)).status]).toEqual([path, 403]);
    }
    expect((await db.query(`SELECT count(*)::int AS n FROM content.articles`)).rows[0].n).toBe(before);
    expect((await db.query(`SELECT title FROM content.articles WHERE id = 1`)).rows[0].title).not.toBe('Hack');
  });

  it('records every change (who, when, what) and lists it for admins', async () => {
    const { status, body } = await call('GET', '/api/admin/content/audit', admin);
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ actor: 'admin', at: expect.any(String) });
    expect(body.map((entry: { summary: string }) => entry.summary)).toContain('"Route Tour": inactive → active');
  });

  it('switches maintenance on and off for the status widget', async () => {
    expect(await call('PUT', '/api/admin/content/maintenance', admin, { maintenance: true })).toEqual({
      status: 200,
      body: { success: true, message: 'Maintenance switched on', maintenance: true },
    });
    expect((await call('GET', '/api/server-status')).body).toMatchObject({
      status: 'maintenance',
      serverInfo: { maintenance: true },
    });
    await call('PUT', '/api/admin/content/maintenance', admin, { maintenance: false });
    expect((await call('GET', '/api/server-status')).body).toMatchObject({
      status: 'offline',
      serverInfo: { maintenance: false },
    });
    expect((await call('GET', '/api/admin/content', admin)).body.maintenance).toBe(false);
  });
});
