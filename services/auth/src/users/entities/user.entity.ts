import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A website account: the site's side of one game account (`accounts.id`), whose name it shares. The
 * password lives only in the game's `accounts.password`.
 */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** The game account's name (up to 13 characters there; sign-up allows 12). */
  @Column({ type: 'varchar', length: 13 })
  username: string;

  /** Null for a player adopted from the game without a usable email. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** The game's `accounts.id`. */
  @Column({ name: 'game_account_id', type: 'int', unique: true })
  gameAccountId: number;

  @Column({ type: 'date' })
  birthday: string;

  @Column({ type: 'varchar', length: 20, default: 'member' })
  role: string;

  /** Bumped by a password change or reset: tokens carrying an older version stop working. */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_login', type: 'timestamptz', nullable: true })
  lastLogin: Date | null;

  @Column({ name: 'two_factor_enabled', type: 'boolean', default: false })
  twoFactorEnabled: boolean;

  /** AES-256-GCM sealed TOTP secret (base32 inside); pending until two_factor_enabled. */
  @Column({ name: 'two_factor_secret', type: 'text', nullable: true })
  twoFactorSecret: string | null;

  /** The last 30-second step whose code was accepted: a code is good once. */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true })
  totpLastStep: string | null;

  @Column({ name: 'ip_lock_enabled', type: 'boolean', default: false })
  ipLockEnabled: boolean;

  @Column({ name: 'ip_lock_address', type: 'varchar', length: 64, nullable: true })
  ipLockAddress: string | null;
}
