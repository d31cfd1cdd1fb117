/**
 * A website account: the site's side of one game account (`accounts.id`), whose name it shares. The
 * password lives only in the game's `accounts.password`.
 */
export interface User {
  id: number;
  /** The game account's name (up to 13 characters there; sign-up allows 12). */
  username: string;
  /** Null for a player adopted from the game without a usable email. */
  email: string | null;
  /** The game's `accounts.id`. */
  gameAccountId: number;
  /** YYYY-MM-DD. */
  birthday: string;
  role: string;
  /** Bumped by a password change or reset: tokens carrying an older version stop working. */
  tokenVersion: number;
  createdAt: Date;
  lastLogin: Date | null;
  twoFactorEnabled: boolean;
  /** AES-256-GCM sealed TOTP secret (base32 inside); pending until twoFactorEnabled. */
  twoFactorSecret: string | null;
  /** The last 30-second step whose code was accepted (a bigint, as text): a code is good once. */
  totpLastStep: string | null;
  ipLockEnabled: boolean;
  ipLockAddress: string | null;
}

/** A user whose token version was bumped, as the caller publishes it after the commit. */
export interface BumpedUser {
  id: number;
  username: string;
  tokenVersion: number;
  gameAccountId: number;
}

/** A site user as a game account's first use, sign-up or the demo seeder writes it. */
export interface NewUser {
  username: string;
  email: string | null;
  birthday: string;
  gameAccountId: number;
  role?: string;
}

/** auth.users as Postgres returns it. */
export interface UserRow {
  id: number;
  username: string;
  email: string | null;
  game_account_id: number;
  birthday: string;
  role: string;
  token_version: number;
  created_at: Date;
  last_login: Date | null;
  two_factor_enabled: boolean;
  two_factor_secret: string | null;
  totp_last_step: string | null;
  ip_lock_enabled: boolean;
  ip_lock_address: string | null;
}

/** The columns of a UserRow (the date as text, as the site shows it). */
export const USER_COLUMNS = `id, username, email, game_account_id, birthday::text AS birthday, role, token_version,
  created_at, last_login, two_factor_enabled, two_factor_secret, totp_last_step, ip_lock_enabled, ip_lock_address`;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    gameAccountId: row.game_account_id,
    birthday: row.birthday,
    role: row.role,
    tokenVersion: row.token_version,
    createdAt: row.created_at,
    lastLogin: row.last_login,
    twoFactorEnabled: row.two_factor_enabled,
    twoFactorSecret: row.two_factor_secret,
    totpLastStep: row.totp_last_step,
    ipLockEnabled: row.ip_lock_enabled,
    ipLockAddress: row.ip_lock_address,
  };
}
