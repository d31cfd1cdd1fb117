import { Actor, ADMIN_ROLE, bullJobId, STAFF_AUDIT_QUEUE, StaffAuditJob } from '@henesys/contracts';
import { bullConnection } from '@henesys/server';
import { ServiceModuleUnderTest } from '@henesys/testing';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AdminArticlesService } from '../src/admin/admin-articles.service';
import { AdminNoticesService } from '../src/admin/admin-notices.service';
import { ContentEnv } from '../src/config/content-env';
import { MaintenanceSwitch } from '../src/settings/maintenance-switch';
import { startContentModule } from './content-module';

/**
 * The content module in this process against real PostgreSQL and its own redis-server: every admin
 * edit lands in the content trail and, once, in the staff audit trail (the queue the accounts
 * service consumes; no consumer here, so the jobs wait to be read).
 */
describe('content admin edits in the staff audit trail (real Postgres and Redis)', () => {
  let service: ServiceModuleUnderTest<ContentEnv>;
  let articles: AdminArticlesService;
  let notices: AdminNoticesService;
  let maintenance: MaintenanceSwitch;
  let db: DataSource;
  let staffAudit: Queue<StaffAuditJob>;

  const editor: Actor = { id: 7, username: 'editor', role: ADMIN_ROLE };
  /** A staff trail entry of the editor's, keyed by its content trail row. */
  const staffEntry = (target: string, targetLabel: string, before: object | null, after: object | null) => ({
    actor: { id: 7, name: 'editor' },
    action: 'content.edit',
    target,
    targetLabel,
    accountId: null,
    reason: null,
    before,
    after,
    eventKey: expect.stringMatching(/^content\.\d+$/),
    at: expect.any(String),
  });

  /** The staff trail's entries for each content trail row of the entity, oldest first. */
  async function staffEntriesOf(entity: string, entityId: number | null): Promise<Array<StaffAuditJob | undefined>> {
    const rows: Array<{ id: string }> = await db.query(
      `SELECT id FROM content.audit_log WHERE entity = $1 AND entity_id IS NOT DISTINCT FROM $2 ORDER BY id`,
      [entity, entityId],
    );
    return Promise.all(
      rows.map(async (row) => (await staffAudit.getJob(bullJobId('audit', `content.${row.id}`)))?.data),
    );
  }

  beforeAll(async () => {
    service = await startContentModule('content_mod');
    articles = service.get(AdminArticlesService);
    notices = service.get(AdminNoticesService);
    maintenance = service.get(MaintenanceSwitch);
    db = service.get(DataSource);
    staffAudit = new Queue(STAFF_AUDIT_QUEUE, { connection: bullConnection(service.redis.url) });
  }, 90_000);

  afterAll(async () => {
    await staffAudit?.close();
    await service?.close();
  });

  it("records an article's creation, edit, status change and deletion with the fields each changed", async () => {
    const created = await articles.create(editor, {
      category: 'news',
      title: 'Mu Lung opens',
      content: 'Soon.',
      publishedAt: '2026-11-01T10:00:00.000Z',
    });
    await articles.update(editor, created.id, {
      category: 'news',
      title: 'Mu Lung is open',
      content: 'Now.',
    });
    await articles.setStatus(editor, created.id, 'active');
    await articles.remove(editor, created.id);

    const target = `article:${created.id}`;
    const fields = {
      slug: 'mu-lung-opens',
      category: 'news',
      status: 'inactive',
      title: 'Mu Lung opens',
      content: 'Soon.',
      publishedAt: '2026-11-01T10:00:00.000Z',
      endDate: null,
    };
    expect(await staffEntriesOf('article', created.id)).toEqual([
      staffEntry(target, 'Mu Lung opens', null, fields),
      staffEntry(
        target,
        'Mu Lung is open',
        { title: 'Mu Lung opens', content: 'Soon.' },
        { title: 'Mu Lung is open', content: 'Now.' },
      ),
      staffEntry(target, 'Mu Lung is open', { status: 'inactive' }, { status: 'active' }),
      staffEntry(
        target,
        'Mu Lung is open',
        { ...fields, title: 'Mu Lung is open', content: 'Now.', status: 'active' },
        null,
      ),
    ]);
    const all = await staffAudit.getJobs(['waiting', 'delayed']);
    expect(all.filter((job) => job.data.target === target)).toHaveLength(4);
  });

  it("records a notice's edits by its title, and nothing for an edit refused", async () => {
    const created = await notices.create(editor, { title: 'Login issues', content: 'Looking.', severity: 'critical' });
    await notices.update(editor, created.id, {
      title: 'Login issues',
      content: 'Fixed.',
      severity: 'info',
      active: false,
    });
    await expect(
      notices.update(editor, 999_999, { title: 'Ghost', content: 'x', severity: 'info' }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(articles.remove(editor, 999_999)).rejects.toMatchObject({ statusCode: 404 });

    const entries = await staffEntriesOf('notice', created.id);
    expect(entries.map((entry) => entry && [entry.target, entry.targetLabel, entry.before, entry.after])).toEqual([
      [
        `notice:${created.id}`,
        'Login issues',
        null,
        {
          slug: created.slug,
          title: 'Login issues',
          content: 'Looking.',
          severity: 'critical',
          estimatedDuration: null,
          active: true,
          publishedAt: created.publishedAt,
        },
      ],
      [
        `notice:${created.id}`,
        'Login issues',
        { content: 'Looking.', severity: 'critical', active: true },
        { content: 'Fixed.', severity: 'info', active: false },
      ],
    ]);
    const refused = (await staffAudit.getJobs(['waiting', 'delayed'])).filter((job) =>
      ['notice:999999', 'article:999999'].includes(job.data.target),
    );
    expect(refused).toEqual([]);
    expect(await staffEntriesOf('notice', 999_999)).toEqual([]);
  });

  it('records the maintenance switch, from what it was to what it is', async () => {
    await maintenance.set(editor, true);
    await maintenance.set(editor, false);
    const switched = (from: boolean, to: boolean) =>
      staffEntry('server:maintenance', 'Maintenance switch', { maintenance: from }, { maintenance: to });
    expect(await staffEntriesOf('server', null)).toEqual([switched(false, true), switched(true, false)]);
  });
});
