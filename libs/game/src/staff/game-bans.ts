import { Injectable } from '@nestjs/common';
import { GameDatabase, GameQueries } from '../game-database';
import { NO_TEMPBAN } from '../accounts/game-accounts';

/** A ban as staff ask for it. `until` is a UTC `YYYY-MM-DD HH:MM:SS` (null: permanent). */
export interface GameBanOrder {
  accountId: number;
  banreason: string;
  greason: number;
  until: string | null;
  /** Addresses to add to `ipbans` for the account (the game compares them as prefixes of the dotted address). */
  ips: string[];
  macs: boolean;
  hwid: boolean;
}

/**
 * Exactly what one ban wrote, so that lifting it undoes that and nothing else: the account's ban
 * columns as they were, and the rows it added to `ipbans`, `macbans` and `hwidbans`.
 */
export interface GameBanRecord {
  previous: { banned: number; banreason: string | null; tempban: string; greason: number };
  ipbanIds: number[];
  macs: string[];
  hwid: string | null;
}

export interface GameBannedAccount {
  id: number;
  name: string;
  banned: number;
  banreason: string | null;
  tempban: string;
  greason: number;
}

interface BanColumns {
  banned: number;
  banreason: string | null;
  tempban: string;
  greason: number;
  macs: string | null;
  hwid: string;
}

/** The account's recorded MAC addresses (`accounts.macs`, ", " separated) less those the game's `macfilters` spare. */
async function bannableMacs(tx: GameQueries, macs: string | null): Promise<string[]> {
  const listed = (macs ?? '')
    .split(',')
    .map((mac) => mac.trim())
    .filter(Boolean);
  if (listed.length === 0) return [];
  const filters = await tx.rows<{ filter: string }>('SELECT filter FROM macfilters');
  const spared = filters.flatMap(({ filter }) => {
    try {
      return [new RegExp(`^(?:${filter})$`)];
    } catch {
      return [];
    }
  });
  return listed.filter((mac) => !spared.some((pattern) => pattern.test(mac)));
}

/**
 * Bans in the game's own columns and tables (GAME-DATABASE.md §8): `banned = 1` for good, or
 * `tempban` until a time; `banreason` shown to the player, `greason` the client's reason code;
 * optionally the account's addresses (`ipbans` with `aid`), MACs (`macbans`) and hardware id
 * (`hwidbans`). The game applies it at the next login: it cannot reach a session it holds.
 */
@Injectable()
export class GameBans {
  constructor(private readonly db: GameDatabase) {}

  /** Writes the ban in one transaction; undefined when the account does not exist. */
  async ban(order: GameBanOrder): Promise<GameBanRecord | undefined> {
    return this.db.transaction(async (tx) => {
      const [account] = await tx.rows<BanColumns>(
        'SELECT banned, banreason, tempban, greason, macs, hwid FROM accounts WHERE id = ? FOR UPDATE',
        [order.accountId],
      );
      if (!account) return undefined;
      if (order.until === null)
        await tx.execute('UPDATE accounts SET banned = 1, banreason = ?, greason = ? WHERE id = ?', [
          order.banreason,
          order.greason,
          order.accountId,
        ]);
      else
        await tx.execute('UPDATE accounts SET tempban = ?, banreason = ?, greason = ? WHERE id = ?', [
          order.until,
          order.banreason,
          order.greason,
          order.accountId,
        ]);
      const aid = String(order.accountId);
      const ipbanIds: number[] = [];
      for (const ip of order.ips)
        ipbanIds.push((await tx.execute('INSERT INTO ipbans (ip, aid) VALUES (?, ?)', [ip, aid])).insertId);
      const macs: string[] = [];
      for (const mac of order.macs ? await bannableMacs(tx, account.macs) : []) {
        const added = await tx.execute('INSERT IGNORE INTO macbans (mac, aid) VALUES (?, ?)', [mac, aid]);
        if (added.affectedRows === 1) macs.push(mac);
      }
      let hwid: string | null = null;
      if (order.hwid && account.hwid) {
        const added = await tx.execute('INSERT IGNORE INTO hwidbans (hwid) VALUES (?)', [account.hwid]);
        if (added.affectedRows === 1) hwid = account.hwid;
      }
      const { banned, banreason, tempban, greason } = account;
      return { previous: { banned, banreason, tempban, greason }, ipbanIds, macs, hwid };
    });
  }

  /**
   * Undoes exactly what `record` wrote: the ban columns as they were and the added rows gone. An
   * account that was already banned before leaves unbanned all the same, marked as the game's
   * `!unban` marks it (`banned = -1`, a running `tempban` ended): lifting means the player may play.
   */
  async lift(accountId: number, record: GameBanRecord): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { banned, banreason, tempban, greason } = record.previous;
      await tx.execute(
        'UPDATE accounts SET banned = ?, banreason = ?, tempban = IF(? > UTC_TIMESTAMP(), ?, ?), greason = ? WHERE id = ?',
        [banned === 1 ? -1 : banned, banreason, tempban, NO_TEMPBAN, tempban, greason, accountId],
      );
      if (record.ipbanIds.length > 0) await tx.execute('DELETE FROM ipbans WHERE ipbanid IN (?)', [record.ipbanIds]);
      if (record.macs.length > 0)
        await tx.execute('DELETE FROM macbans WHERE mac IN (?) AND aid = ?', [record.macs, String(accountId)]);
      if (record.hwid) await tx.execute('DELETE FROM hwidbans WHERE hwid = ?', [record.hwid]);
    });
  }

  /**
   * Lifts a ban the site did not write (a GM's in-game ban) the way the game's own `!unban` does:
   * `banned = -1` (unbanned by a GM), and the account's `ipbans` and `macbans` rows by `aid`; a
   * running temporary ban ends too.
   */
  async liftGameBan(accountId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(
        'UPDATE accounts SET banned = IF(banned = 1, -1, banned), tempban = IF(tempban > UTC_TIMESTAMP(), ?, tempban) WHERE id = ?',
        [NO_TEMPBAN, accountId],
      );
      await tx.execute('DELETE FROM ipbans WHERE aid = ?', [String(accountId)]);
      await tx.execute('DELETE FROM macbans WHERE aid = ?', [String(accountId)]);
    });
  }

  /** Accounts banned now (`banned = 1`, or a `tempban` still to come), newest temporary bans first, by id. */
  async banned(offset: number, limit: number): Promise<{ accounts: GameBannedAccount[]; total: number }> {
    const where = 'banned = 1 OR tempban > UTC_TIMESTAMP()';
    const [accounts, [count]] = await Promise.all([
      this.db.rows<GameBannedAccount>(
        `SELECT id, \`name\`, banned, banreason, tempban, greason FROM accounts WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
        [limit, offset],
      ),
      this.db.rows<{ n: number }>(`SELECT COUNT(*) AS n FROM accounts WHERE ${where}`),
    ]);
    return { accounts, total: Number(count?.n ?? 0) };
  }
}
