import { Injectable } from '@nestjs/common';
import { Actor, ContentAuditEntry } from '@henesys/contracts';
import { StaffAuditRecorder } from '@henesys/server';
import { DataSource, EntityManager } from 'typeorm';
import { ContentChange, changeTarget } from './content-change';

export const AUDIT_LIST_LIMIT = 100;

/** Records a change in the content trail, inside the transaction that makes it. */
export type RecordChange = (change: ContentChange) => Promise<void>;

/**
 * Every admin change is recorded in the content trail in the same transaction as the change, and
 * once committed, in the staff trail, keyed by its content trail row (so a retried job records it once).
 */
@Injectable()
export class ContentAudit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly staffAudit: StaffAuditRecorder,
  ) {}

  /** Runs the admin's change in one transaction; `record` audits it there. */
  async transaction<T>(actor: Actor, work: (manager: EntityManager, record: RecordChange) => Promise<T>): Promise<T> {
    const recorded: Array<{ rowId: string; change: ContentChange }> = [];
    const result = await this.dataSource.transaction((manager) =>
      work(manager, async (change) => {
        recorded.push({ rowId: await this.insert(manager, actor, change), change });
      }),
    );
    for (const { rowId, change } of recorded)
      await this.staffAudit.record(`content.${rowId}`, {
        actor: { id: actor.id, name: actor.username },
        action: 'content.edit',
        target: changeTarget(change),
        targetLabel: change.label,
        accountId: null,
        reason: null,
        before: change.before,
        after: change.after,
      });
    return result;
  }

  async latest(): Promise<ContentAuditEntry[]> {
    const rows: Array<{
      id: string;
      actor_name: string;
      action: string;
      entity: ContentAuditEntry['entity'];
      entity_id: number | null;
      summary: string;
      created_at: Date;
    }> = await this.dataSource.query(`SELECT * FROM content.audit_log ORDER BY id DESC LIMIT $1`, [AUDIT_LIST_LIMIT]);
    return rows.map((row) => ({
      id: Number(row.id),
      actor: row.actor_name,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      summary: row.summary,
      at: row.created_at.toISOString(),
    }));
  }

  private async insert(manager: EntityManager, actor: Actor, change: ContentChange): Promise<string> {
    const [row]: Array<{ id: string }> = await manager.query(
      `INSERT INTO content.audit_log (actor_id, actor_name, action, entity, entity_id, summary) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [actor.id, actor.username, change.action, change.entity, change.entityId, change.summary],
    );
    return row.id;
  }
}
