import { FOUNDER_PACKS, NX_OPTIONS } from '@henesys/contracts';
import type { GameDatabase } from '@henesys/game';
import { TestSystem } from '@henesys/testing';
import { Client } from 'pg';

/** What belongs to the victim (the demo member), and the admin's content, for an attacker to aim at. */
export interface Victim {
  id: number;
  username: string;
  email: string;
  characters: string[];
  /** A pending gift-card Founder Pack and a pending BTC prepaid-NX donation. */
  founderDonationId: number;
  cryptoDonationId: number;
  /** The stored hash of the victim's live reset link (what a database leak would expose). */
  resetTokenHash: string;
  discordId: string;
  articleId: number;
  noticeId: number;
}

export const VICTIM_DISCORD_ID = '80351110224678912';

const one = async <T>(db: Client, sql: string, params: unknown[] = []): Promise<T> =>
  (await db.query(sql, params)).rows[0] as T;

/** Gives the demo member donations, a live reset link and a Discord link, through the API where the API can. */
export async function setUpVictim(system: TestSystem, db: Client, memberToken: string): Promise<Victim> {
  const user = await one<{ id: number; username: string; email: string; birthday: string }>(
    db,
    `SELECT id, username, email, to_char(birthday, 'YYYY-MM-DD') AS birthday FROM auth.users WHERE username = 'member'`,
  );
  const characters = (
    await system.game.db.rows<{ name: string }>(
      "SELECT c.`name` FROM characters c JOIN accounts a ON a.id = c.accountid WHERE a.`name` = 'member' ORDER BY c.id",
    )
  ).map((row) => row.name);
  const submit = (donation: object) => system.api('POST', '/api/user/donations/submit', memberToken, donation);
  const founder = await submit({
    packageId: FOUNDER_PACKS[0].id,
    paymentMethod: 'paypal',
    characterName: characters[0],
  });
  const crypto = await submit({ packageId: NX_OPTIONS[0].id, paymentMethod: 'crypto-BTC' });
  const reset = await system.api('POST', '/api/auth/forgot-password', undefined, {
    email: user.email,
    username: user.username,
    birthday: user.birthday,
  });
  if (founder.status !== 201 || crypto.status !== 201 || reset.status !== 200)
    throw new Error(`Victim set-up failed: ${JSON.stringify([founder, crypto, reset])}`);
  await db.query(
    `INSERT INTO community.links (user_id, username, discord_id, discord_username) VALUES ($1, $2, $3, 'Henesys Fan')`,
    [user.id, user.username, VICTIM_DISCORD_ID],
  );
  return {
    ...user,
    characters,
    founderDonationId: founder.body.donation.id,
    cryptoDonationId: crypto.body.donation.id,
    resetTokenHash: (
      await one<{ token_hash: string }>(
        db,
        'SELECT token_hash FROM auth.password_resets WHERE user_id = $1 AND used_at IS NULL',
        [user.id],
      )
    ).token_hash,
    discordId: VICTIM_DISCORD_ID,
    articleId: (await one<{ id: number }>(db, 'SELECT min(id) AS id FROM content.articles')).id,
    noticeId: (await one<{ id: number }>(db, 'SELECT min(id) AS id FROM content.notices')).id,
  };
}

/** Every row an attack on the victim could change: compared before and after, they must be identical. */
export async function victimRows(db: Client, victim: Victim, game: GameDatabase): Promise<Record<string, unknown[]>> {
  const queries: Record<string, [string, unknown[]]> = {
    user: ['SELECT * FROM auth.users WHERE id = $1', [victim.id]],
    resetLinks: ['SELECT * FROM auth.password_resets WHERE user_id = $1 ORDER BY id', [victim.id]],
    backupCodes: ['SELECT * FROM auth.backup_codes WHERE user_id = $1 ORDER BY id', [victim.id]],
    donations: ['SELECT * FROM donations.donations WHERE user_id = $1 ORDER BY id', [victim.id]],
    statusChanges: ['SELECT * FROM donations.status_changes ORDER BY id', []],
    deliveries: ['SELECT * FROM worker.deliveries ORDER BY 1', []],
    discord: ['SELECT * FROM community.links WHERE user_id = $1 OR discord_id = $2', [victim.id, victim.discordId]],
    votes: [`SELECT * FROM accounts.votes WHERE lower(account_name) = lower($1) ORDER BY id`, [victim.username]],
    articles: ['SELECT * FROM content.articles ORDER BY id', []],
    notices: ['SELECT * FROM content.notices ORDER BY id', []],
    settings: ['SELECT * FROM content.settings ORDER BY 1', []],
  };
  const rows: Record<string, unknown[]> = {};
  for (const [name, [sql, params]] of Object.entries(queries)) rows[name] = (await db.query(sql, params)).rows;
  // The game database: NX grants and reward deliveries of everyone, and the victim's Duey packages.
  rows.nxGrants = await game.rows('SELECT * FROM henesys_nx_grants ORDER BY id');
  rows.gameDeliveries = await game.rows('SELECT * FROM henesys_deliveries ORDER BY delivery_key');
  rows.duey = await game.rows(
    'SELECT p.* FROM dueypackages p JOIN characters c ON c.id = p.ReceiverId JOIN accounts a ON a.id = c.accountid WHERE a.`name` = ? ORDER BY p.PackageId',
    [victim.username],
  );
  return rows;
}
