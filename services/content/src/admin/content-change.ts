import type { ContentAuditEntry } from '@henesys/contracts';
import { isDeepStrictEqual } from 'node:util';

export type Fields = Record<string, unknown>;

/** One admin change, as the content trail and the staff trail record it. */
export interface ContentChange {
  /** The content trail's word for it: create, update, status, delete, maintenance. */
  action: string;
  entity: ContentAuditEntry['entity'];
  entityId: number | null;
  /** The content trail's line. */
  summary: string;
  /** How staff name what changed: the title, or the switch. */
  label: string;
  /** The changed fields as they were (null: it was just created) and as they are (null: deleted). */
  before: Fields | null;
  after: Fields | null;
}

const pick = (fields: Fields, keys: string[]): Fields => Object.fromEntries(keys.map((key) => [key, fields[key]]));

/** The fields whose values differ, before and after; a creation or a deletion shows every field of its one side. */
export function changedFields(before: Fields | null, after: Fields | null): Pick<ContentChange, 'before' | 'after'> {
  if (!before || !after) return { before, after };
  const changed = Object.keys({ ...before, ...after }).filter((key) => !isDeepStrictEqual(before[key], after[key]));
  return { before: pick(before, changed), after: pick(after, changed) };
}

/** What the staff trail calls it: `article:7`, `notice:3`; the maintenance switch is `server:maintenance`. */
export function changeTarget(change: Pick<ContentChange, 'action' | 'entity' | 'entityId'>): string {
  return `${change.entity}:${change.entityId ?? change.action}`;
}
