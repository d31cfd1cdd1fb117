import { Injectable } from '@nestjs/common';
import { Actor, ErrorCode, NoticeInput, NoticeRecord, SuccessMessage, DomainException } from '@henesys/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { NewsService } from '../news/news.service';
import { Notice } from '../notices/entities/notice.entity';
import { ContentAudit, RecordChange } from './content-audit';
import { changedFields, Fields } from './content-change';
import { slugify } from './slug';

export function toNoticeRecord(notice: Notice): NoticeRecord {
  return {
    id: notice.id,
    slug: notice.slug,
    title: notice.title,
    content: notice.content,
    severity: notice.severity,
    estimatedDuration: notice.estimatedDuration,
    active: notice.active,
    publishedAt: notice.publishedAt.toISOString(),
  };
}

/** What an edit can change, as the staff trail shows it. */
function noticeFields(notice: Notice): Fields {
  const { id: _id, ...fields } = toNoticeRecord(notice);
  return fields;
}

const notFound = () => new DomainException(ErrorCode.NotFound, 'Notice not found');

/** Notice banners as admins edit them; every change is audited and clears the public cache. */
@Injectable()
export class AdminNoticesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: ContentAudit,
    private readonly news: NewsService,
  ) {}

  async list(): Promise<NoticeRecord[]> {
    const notices = await this.dataSource.getRepository(Notice).find({ order: { publishedAt: 'DESC', id: 'DESC' } });
    return notices.map(toNoticeRecord);
  }

  async create(actor: Actor, input: NoticeInput): Promise<NoticeRecord> {
    const notice = await this.change(actor, async (manager, record) => {
      const saved = await manager.save(
        manager.create(Notice, {
          slug: `${slugify(input.title).slice(0, 100)}-${randomBytes(3).toString('hex')}`,
          title: input.title,
          content: input.content,
          severity: input.severity,
          estimatedDuration: input.estimatedDuration ?? null,
          active: input.active ?? true,
          publishedAt: new Date(),
        }),
      );
      await record({
        action: 'create',
        entity: 'notice',
        entityId: saved.id,
        summary: `Created ${saved.severity} notice "${saved.title}"`,
        label: saved.title,
        ...changedFields(null, noticeFields(saved)),
      });
      return saved;
    });
    return toNoticeRecord(notice);
  }

  async update(actor: Actor, id: number, input: NoticeInput): Promise<NoticeRecord> {
    const notice = await this.change(actor, async (manager, record) => {
      const existing = await manager.findOneBy(Notice, { id });
      if (!existing) throw notFound();
      const before = noticeFields(existing);
      manager.merge(Notice, existing, {
        title: input.title,
        content: input.content,
        severity: input.severity,
        estimatedDuration: input.estimatedDuration === undefined ? existing.estimatedDuration : input.estimatedDuration,
        active: input.active ?? existing.active,
      });
      const saved = await manager.save(existing);
      await record({
        action: 'update',
        entity: 'notice',
        entityId: id,
        summary: `Edited notice "${saved.title}" (${saved.active ? 'shown' : 'hidden'})`,
        label: saved.title,
        ...changedFields(before, noticeFields(saved)),
      });
      return saved;
    });
    return toNoticeRecord(notice);
  }

  async remove(actor: Actor, id: number): Promise<SuccessMessage> {
    await this.change(actor, async (manager, record) => {
      const existing = await manager.findOneBy(Notice, { id });
      if (!existing) throw notFound();
      await manager.delete(Notice, { id });
      await record({
        action: 'delete',
        entity: 'notice',
        entityId: id,
        summary: `Deleted notice "${existing.title}"`,
        label: existing.title,
        ...changedFields(noticeFields(existing), null),
      });
    });
    return { success: true, message: 'Notice deleted' };
  }

  private async change<T>(
    actor: Actor,
    work: (manager: EntityManager, record: RecordChange) => Promise<T>,
  ): Promise<T> {
    const result = await this.audit.transaction(actor, work);
    await this.news.invalidate();
    return result;
  }
}
