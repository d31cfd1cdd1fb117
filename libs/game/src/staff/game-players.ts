import { Injectable } from '@nestjs/common';
import { GameDatabase } from '../game-database';
import { NEVER_LOGGED_OUT } from '../characters/game-characters';

/** An `accounts` row as the staff console reads it (TIMESTAMP columns as UTC strings). */
export interface StaffGameAccount {
  id: number;
  name: string;
  email: string | null;
  birthday: string;
  createdat: string | null;
  loggedin: number;
  lastlogin: string | null;
  banned: number;
  banreason: string | null;
  tempban: string;
  greason: number;
  nxCredit: number | null;
  maplePoint: number | null;
  nxPrepaid: number | null;
  macs: string | null;
  hwid: string;
  ip: string | null;
}

export interface StaffGameCharacter {
  id: number;
  accountid: number;
  name: string;
  level: number;
  job: number;
  world: number;
  map: number;
  meso: number;
  fame: number;
  gm: number;
  guild: string | null;
  /** null when the game's sentinel says the character never logged out. */
  lastLogoutTime: string | null;
}

export interface StaffGameItem {
  characterid: number;
  itemid: number;
  quantity: number;
  inventorytype: number;
  position: number;
}

/** A search hit before its site side is added: the account and its characters' names. */
export interface StaffGameHit {
  id: number;
  name: string;
  email: string | null;
  banned: number;
  tempban: string;
  characters: string[];
}

const ACCOUNT_COLUMNS =
  'id, `name`, email, birthday, createdat, loggedin, lastlogin, banned, banreason, tempban, greason, nxCredit, maplePoint, nxPrepaid, macs, hwid, ip';

/** `LIKE` matches its pattern characters literally: a search for "a_b" finds "a_b" only. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The game's accounts, characters and items as staff look them up: read only, by the game's own
 * names. Name prefixes use the game's indexes (the unique account name; characters' covering index).
 */
@Injectable()
export class GamePlayers {
  constructor(private readonly db: GameDatabase) {}

  /**
   * Account ids whose name or one of whose characters' names starts with `prefix` (names are letters and
   * digits only), or, asked for an address, whose last game address (`accounts.ip`) does.
   */
  async findAccountIds(prefix: string, options: { names: boolean; ip: boolean }, limit: number): Promise<number[]> {
    const pattern = likePrefix(prefix);
    const queries: Array<Promise<Array<{ id: number }>>> = [];
    if (options.names)
      queries.push(
        this.db.rows('SELECT id FROM accounts WHERE `name` LIKE ? ORDER BY `name` LIMIT ?', [pattern, limit]),
        // No order and no DISTINCT: the game has no index on the name alone, and this way the scan runs on
        // its covering (id, accountid, name) index and stops at the limit (ORDER BY read rows by account: seconds).
        this.db.rows('SELECT accountid AS id FROM characters WHERE `name` LIKE ? LIMIT ?', [pattern, limit * 3]),
      );
    if (options.ip)
      queries.push(this.db.rows('SELECT id FROM accounts WHERE ip LIKE ? ORDER BY id LIMIT ?', [pattern, limit]));
    const found = (await Promise.all(queries)).flat().map((row) => Number(row.id));
    return [...new Set(found)].slice(0, limit);
  }

  /** The hits for these accounts, in the order given (unknown ids left out). */
  async hits(accountIds: number[]): Promise<StaffGameHit[]> {
    if (accountIds.length === 0) return [];
    const [accounts, characters] = await Promise.all([
      this.db.rows<Omit<StaffGameHit, 'characters'>>(
        'SELECT id, `name`, email, banned, tempban FROM accounts WHERE id IN (?)',
        [accountIds],
      ),
      this.db.rows<{ accountid: number; name: string }>(
        'SELECT accountid, `name` FROM characters WHERE accountid IN (?) ORDER BY level DESC, id',
        [accountIds],
      ),
    ]);
    const byId = new Map(accounts.map((account) => [account.id, { ...account, characters: [] as string[] }]));
    for (const character of characters) byId.get(character.accountid)?.characters.push(character.name);
    return accountIds.flatMap((id) => byId.get(id) ?? []);
  }

  async account(id: number): Promise<StaffGameAccount | undefined> {
    const [row] = await this.db.rows<StaffGameAccount>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ?`, [id]);
    return row;
  }

  /** Names of these accounts, by id. */
  async names(accountIds: number[]): Promise<Map<number, string>> {
    if (accountIds.length === 0) return new Map();
    const rows = await this.db.rows<{ id: number; name: string }>('SELECT id, `name` FROM accounts WHERE id IN (?)', [
      accountIds,
    ]);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Other accounts whose last game address (`accounts.ip`) is one of these. */
  async withGameIps(ips: string[], except: number): Promise<Array<{ id: number; name: string; ip: string }>> {
    if (ips.length === 0) return [];
    return this.db.rows('SELECT id, `name`, ip FROM accounts WHERE ip IN (?) AND id <> ? ORDER BY id LIMIT 200', [
      ips,
      except,
    ]);
  }

  async characters(accountId: number): Promise<StaffGameCharacter[]> {
    const rows = await this.db.rows<StaffGameCharacter>(
      `SELECT c.id, c.accountid, c.\`name\`, c.level, c.job, c.world, c.map, c.meso, c.fame, c.gm, g.\`name\` AS guild, c.lastLogoutTime
         FROM characters c LEFT JOIN guilds g ON g.guildid = c.guildid AND c.guildid > 0
        WHERE c.accountid = ? ORDER BY c.level DESC, c.id`,
      [accountId],
    );
    return rows.map((row) => ({
      ...row,
      lastLogoutTime: row.lastLogoutTime === NEVER_LOGGED_OUT ? null : row.lastLogoutTime,
    }));
  }

  /** The characters' worn and carried items (`inventoryitems` of type 1), by inventory and slot. */
  async items(characterIds: number[]): Promise<StaffGameItem[]> {
    if (characterIds.length === 0) return [];
    return this.db.rows<StaffGameItem>(
      `SELECT characterid, itemid, quantity, inventorytype, position FROM inventoryitems
        WHERE type = 1 AND characterid IN (?) ORDER BY characterid, inventorytype, position`,
      [characterIds],
    );
  }

  /** The character's id and account, for checks that it belongs to a player. */
  async characterOwners(characterIds: number[]): Promise<Map<number, { accountId: number; name: string }>> {
    if (characterIds.length === 0) return new Map();
    const rows = await this.db.rows<{ id: number; accountid: number; name: string }>(
      'SELECT id, accountid, `name` FROM characters WHERE id IN (?)',
      [characterIds],
    );
    return new Map(rows.map((row) => [row.id, { accountId: row.accountid, name: row.name }]));
  }
}
