import { Injectable } from '@nestjs/common';
import type { GameBanRecord } from '@henesys/game';
import { DataSource, QueryFailedError } from 'typeorm';

export interface StaffBanRow {
  id: number;
  gameAccountId: number;
  bannedBy: string;
  bannedAt: Date;
  reason: string;
  until: Date | null;
  written: GameBanRecord;
}

interface Row {
  id: number;
  game_account_id: number;
  banned_by: string;
  banned_at: Date;
  reason: string;
  until: Date | null;
  written: GameBanRecord;
}

const toBan = (row: Row): StaffBanRow => ({
  id: row.id,
  gameAccountId: row.game_account_id,
  bannedBy: row.banned_by,
  bannedAt: row.banned_at,
  reason: row.reason,
  until: row.until,
  written: row.written,
});

/** Thrown when the account has a site ban in force already (one per account: a partial unique index). */
export class BanInForce extends Error {}

/** The bans staff wrote from the site, each with what it wrote in the game; one in force per account. */
@Injectable()
export class StaffBansRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Reserves the account's ban before the game is written (BanInForce when one stands); `written` follows. */
  async open(gameAccountId: number, bannedBy: string, reason: string, until: Date | null): Promise<number> {
    try {
      const [row]: Array<{ id: number }> = await this.dataSource.query(
        `INSERT INTO auth.staff_bans (game_account_id, banned_by, reason, until, written) VALUES ($1, $2, $3, $4, 'null') RETURNING id`,
        [gameAccountId, bannedBy, reason, until],
      );
      return row.id;
    } catch (error) {
      const constraint =
        error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
      if (constraint === 'staff_bans_in_force_key') throw new BanInForce();
      throw error;
    }
  }

  async recordWritten(id: number, written: GameBanRecord): Promise<void> {
    await this.dataSource.query(`UPDATE auth.staff_bans SET written = $2 WHERE id = $1`, [id, JSON.stringify(written)]);
  }

  /** Drops a reservation whose game write failed. */
  async discard(id: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth.staff_bans WHERE id = $1`, [id]);
  }

  async inForce(gameAccountId: number): Promise<StaffBanRow | undefined> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT * FROM auth.staff_bans WHERE game_account_id = $1 AND lifted_at IS NULL`,
      [gameAccountId],
    );
    return row && row.written ? toBan(row) : undefined;
  }

  async inForceFor(gameAccountIds: number[]): Promise<Map<number, StaffBanRow>> {
    if (gameAccountIds.length === 0) return new Map();
    const rows: Row[] = await this.dataSource.query(
      `SELECT * FROM auth.staff_bans WHERE game_account_id = ANY($1) AND lifted_at IS NULL`,
      [gameAccountIds],
    );
    return new Map(rows.filter((row) => row.written).map((row) => [row.game_account_id, toBan(row)]));
  }

  /** Marks the ban lifted; false when another request lifted it first. */
  async lift(id: number, liftedBy: string): Promise<boolean> {
    const [, updated]: [unknown, number] = await this.dataSource.query(
      `UPDATE auth.staff_bans SET lifted_by = $2, lifted_at = now() WHERE id = $1 AND lifted_at IS NULL`,
      [id, liftedBy],
    );
    return updated === 1;
  }
}
