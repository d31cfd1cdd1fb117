import { Injectable } from '@nestjs/common';
import { GameDatabase } from '../game-database';

/** A `reports` row's small columns: what the site copies to keep each report's status of its own. */
export interface GameReportHead {
  id: number;
  /** UTC `YYYY-MM-DD HH:MM:SS`. */
  reporttime: string;
  /** Character ids. */
  reporterid: number;
  victimid: number;
  /** The client's reason byte. */
  reason: number;
}

/** One side of a report: a character id (`reporterid`, `victimid`), with its name and account when it still exists. */
export interface GameReportParty {
  characterId: number;
  name: string | null;
  accountId: number | null;
}

export interface GameReport {
  id: number;
  reporter: GameReportParty;
  victim: GameReportParty;
  chatlog: string;
  description: string;
}

interface ReportRow extends Pick<GameReportHead, 'id' | 'reporterid' | 'victimid'> {
  chatlog: string;
  description: string;
  reporter_name: string | null;
  reporter_account: number | null;
  victim_name: string | null;
  victim_account: number | null;
}

/**
 * The game's `reports` table (written by ReportHandler when a player reports another; the game never
 * reads or updates it: GAME-DATABASE.md §8). Read only: the site keeps what staff decide in its own schema.
 */
@Injectable()
export class GameReports {
  constructor(private readonly db: GameDatabase) {}

  /** Reports with an id above `afterId`, oldest first, at most `limit` (primary-key range: cheap on any size). */
  async after(afterId: number, limit: number): Promise<GameReportHead[]> {
    return this.db.rows<GameReportHead>(
      'SELECT id, reporttime, reporterid, victimid, reason FROM reports WHERE id > ? ORDER BY id LIMIT ?',
      [afterId, limit],
    );
  }

  /** These reports' texts with both characters' names and account ids, by id (an id no longer there is left out). */
  async byIds(ids: number[]): Promise<Map<number, GameReport>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.rows<ReportRow>(
      `SELECT r.id, r.reporterid, r.victimid, r.chatlog, r.description,
              rc.\`name\` AS reporter_name, rc.accountid AS reporter_account, vc.\`name\` AS victim_name, vc.accountid AS victim_account
         FROM reports r
         LEFT JOIN characters rc ON rc.id = r.reporterid
         LEFT JOIN characters vc ON vc.id = r.victimid
        WHERE r.id IN (?)`,
      [ids],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          reporter: { characterId: row.reporterid, name: row.reporter_name, accountId: row.reporter_account },
          victim: { characterId: row.victimid, name: row.victim_name, accountId: row.victim_account },
          chatlog: row.chatlog,
          description: row.description,
        },
      ]),
    );
  }
}
