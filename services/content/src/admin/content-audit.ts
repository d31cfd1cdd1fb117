import { Injectable } from '@nestjs/common';
import { Actor, ContentAuditEntry } from '@henesys/contracts';
import { DataSource, EntityManager } from 'typeorm';

export const AUDIT_LIST_LIMIT = 100;

/** Every admin change is recorded in the same transaction as the change. */
@Injectable()
export class ContentAudit {
  constructor(private readonly dataSource: DataSource) {}

  async record(
    manager: EntityManager,
    actor: Actor,
    action: string,
    entity: ContentAuditEntry['entity'],
    entityId: number | null,
    summary: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO content.audit_log (actor_id, actor_name, action, entity, entity_id, summary) VALUES ($1, $2, $3, $4, $5, $6)`,
      [actor.id, actor.username, action, entity, entityId, summary],
    );
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
}
