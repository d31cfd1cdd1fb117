import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** The queries of auth.backup_codes: each user's two-factor backup codes, as keyed hashes. */
@Injectable()
export class BackupCodesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Uses the code up; false when it is unknown or used already (once, under races too). */
  async use(userId: number, codeHash: string): Promise<boolean> {
    const [, updated]: [unknown, number] = await this.dataSource.query(
      `UPDATE auth.backup_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, codeHash],
    );
    return updated === 1;
  }

  /** Replaces every code of the user, in the caller's transaction. */
  async replace(manager: EntityManager, userId: number, codeHashes: string[]): Promise<void> {
    await this.removeAll(manager, userId);
    await manager.query(`INSERT INTO auth.backup_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [
      userId,
      codeHashes,
    ]);
  }

  async removeAll(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`DELETE FROM auth.backup_codes WHERE user_id = $1`, [userId]);
  }
}
