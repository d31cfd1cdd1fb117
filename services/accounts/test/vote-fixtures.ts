import type { GameDatabase } from '@henesys/game';
import { createGameAccount } from '@henesys/testing';

/**
 * A fresh game account as the game or the site's sign-up leaves it: logged out (or in game with
 * loggedin 2), its balances never written (NULL). Its name starts with `prefix` and fits the game's 13.
 */
export const newGameAccount = async (game: GameDatabase, prefix: string, loggedin = 0): Promise<string> =>
  (await createGameAccount(game, { prefix, loggedin })).name;

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
