import type { GameDatabase } from '@henesys/game';

let created = 0;

/**
 * A fresh game account as the game or the site's sign-up leaves it: logged out (or in game with
 * loggedin 2), its balances never written (NULL). Its name starts with `prefix` and fits the game's 13.
 */
export async function newGameAccount(game: GameDatabase, prefix: string, loggedin = 0): Promise<string> {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}${(created += 1)}`;
  await game.execute('INSERT INTO accounts (`name`, password, loggedin, lastlogin) VALUES (?, ?, ?, ?)', [
    username,
    'x',
    loggedin,
    '2026-11-01 10:00:00',
  ]);
  return username;
}

export interface NxGrantRow {
  source_key: string;
  balance: string;
  amount: number;
  applied_at: string | null;
  coupon_id: number | null;
}

/** The account's rows of the game database's NX ledger, oldest first. */
export const nxGrants = (game: GameDatabase, name: string): Promise<NxGrantRow[]> =>
  game.rows<NxGrantRow>(
    'SELECT g.source_key, g.balance, g.amount, g.applied_at, g.coupon_id FROM henesys_nx_grants g JOIN accounts a ON a.id = g.account_id WHERE a.`name` = ? ORDER BY g.id',
    [name],
  );

/** The game's own balance column: NULL until something writes it. */
export const nxCredit = async (game: GameDatabase, name: string): Promise<number | null> =>
  (await game.rows<{ nxCredit: number | null }>('SELECT nxCredit FROM accounts WHERE `name` = ?', [name]))[0].nxCredit;
