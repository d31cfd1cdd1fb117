import { Actor, DomainException, ErrorCode, SuccessMessage } from '@henesys/contracts';
import { EntityManager } from 'typeorm';
import { ContentItem, ContentRepository, isSlugTaken } from '../content/content-repository';
import { NewsService } from '../news/news.service';
import { ContentAudit, RecordChange } from './content-audit';
import { changedFields } from './content-change';
import { ContentKind } from './content-kind';

/** One kind of content as admins edit it; every change is audited and clears the public cache. */
export class AdminContentService<T extends ContentItem, TValues extends object, TInput, TRecord> {
  constructor(
    private readonly kind: ContentKind<T, TValues, TInput, TRecord>,
    private readonly items: ContentRepository<T, TValues>,
    private readonly audit: ContentAudit,
    private readonly news: NewsService,
  ) {}

  async list(): Promise<TRecord[]> {
    return (await this.items.list()).map((item) => this.kind.toRecord(item));
  }

  async create(actor: Actor, input: TInput): Promise<TRecord> {
    const created = await this.change(actor, async (manager, record) => {
      const saved = await this.insertWithUniqueSlug(manager, input);
      await record({
        action: 'create',
        entity: this.kind.entity,
        entityId: saved.id,
        summary: this.kind.summary.created(saved),
        label: saved.title,
        ...changedFields(null, this.kind.trailFields(saved)),
      });
      return saved;
    });
    return this.kind.toRecord(created);
  }

  update(actor: Actor, id: number, input: TInput): Promise<TRecord> {
    return this.edit(actor, id, 'update', (existing) => this.kind.edited(existing, input), this.kind.summary.updated);
  }

  async remove(actor: Actor, id: number): Promise<SuccessMessage> {
    await this.change(actor, async (manager, record) => {
      const existing = await this.existing(manager, id);
      await this.items.delete(manager, id);
      await record({
        action: 'delete',
        entity: this.kind.entity,
        entityId: id,
        summary: this.kind.summary.deleted(existing),
        label: existing.title,
        ...changedFields(this.kind.trailFields(existing), null),
      });
    });
    return { success: true, message: `${this.kind.noun} deleted` };
  }

  /** Writes `values` over the item; the trail records `action`, its line written from the item as saved. */
  protected async edit(
    actor: Actor,
    id: number,
    action: string,
    values: (existing: T) => Partial<TValues>,
    summary: (saved: T, before: T) => string,
  ): Promise<TRecord> {
    const edited = await this.change(actor, async (manager, record) => {
      const existing = await this.existing(manager, id);
      const saved = await this.items.update(manager, id, values(existing)).catch((error: unknown) => {
        throw isSlugTaken(error) ? this.kind.slugTaken() : error;
      });
      await record({
        action,
        entity: this.kind.entity,
        entityId: id,
        summary: summary(saved, existing),
        label: saved.title,
        ...changedFields(this.kind.trailFields(existing), this.kind.trailFields(saved)),
      });
      return saved;
    });
    return this.kind.toRecord(edited);
  }

  private async change<R>(
    actor: Actor,
    work: (manager: EntityManager, record: RecordChange) => Promise<R>,
  ): Promise<R> {
    const result = await this.audit.transaction(actor, work);
    await this.news.invalidate();
    return result;
  }

  private async existing(manager: EntityManager, id: number): Promise<T> {
    const item = await this.items.findForUpdate(manager, id);
    if (!item) throw new DomainException(ErrorCode.NotFound, `${this.kind.noun} not found`);
    return item;
  }

  private async insertWithUniqueSlug(manager: EntityManager, input: TInput): Promise<T> {
    const fields = this.kind.created(input);
    for (const slug of this.kind.slugs(input)) {
      const saved = await this.items.insertUnlessSlugTaken(manager, { ...fields, slug } as TValues);
      if (saved) return saved;
    }
    throw this.kind.slugTaken();
  }
}
