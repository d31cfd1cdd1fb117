import type { ContentAuditEntry, DomainException } from '@henesys/contracts';
import type { ContentItem } from '../content/content-repository';
import type { Fields } from './content-change';

/** What differs between kinds of content as admins edit them: everything else is AdminContentService's. */
export interface ContentKind<T extends ContentItem, TValues, TInput, TRecord> {
  /** The trails' name for it. */
  entity: ContentAuditEntry['entity'];
  /** How the API names it: 'Article not found', 'Notice deleted'. */
  noun: string;
  toRecord(item: T): TRecord;
  /** What an edit can change, as the staff trail shows it. */
  trailFields(item: T): Fields;
  /** A new item's fields, its slug aside. */
  created(input: TInput): Omit<TValues, 'slug'>;
  /** The slugs to try, in order, for a new item. */
  slugs(input: TInput): Iterable<string>;
  /** The fields an edit writes over the existing item. */
  edited(existing: T, input: TInput): Partial<TValues>;
  slugTaken(): DomainException;
  /** The content trail's lines. */
  summary: { created(item: T): string; updated(item: T): string; deleted(item: T): string };
}
