import { Injectable } from '@nestjs/common';
import { likePrefix } from '@henesys/game';
import { DataSource } from 'typeorm';

export interface LoginAddress {
  address: string;
  firstSeen: Date;
  lastSeen: Date;
}

/** The addresses each site user logged in from, kept with when they were first and last seen. */
@Injectable()
export class LoginAddressesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(userId: number, address: string, at: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO auth.login_addresses (user_id, address, first_seen, last_seen) VALUES ($1, $2, $3, $3)
       ON CONFLICT (user_id, address) DO UPDATE SET last_seen = GREATEST(auth.login_addresses.last_seen, EXCLUDED.last_seen)`,
      [userId, address, at],
    );
  }

  /** The user's addresses, most recently seen first. */
  async of(userId: number): Promise<LoginAddress[]> {
    const rows: Array<{ address: string; first_seen: Date; last_seen: Date }> = await this.dataSource.query(
      `SELECT address, first_seen, last_seen FROM auth.login_addresses WHERE user_id = $1 ORDER BY last_seen DESC LIMIT 100`,
      [userId],
    );
    return rows.map((row) => ({ address: row.address, firstSeen: row.first_seen, lastSeen: row.last_seen }));
  }

  /** Other users seen at these addresses, with their game accounts: the usual trail of alts. */
  async othersAt(
    addresses: string[],
    exceptUserId: number,
  ): Promise<Array<{ address: string; gameAccountId: number; username: string }>> {
    if (addresses.length === 0) return [];
    const rows: Array<{ address: string; game_account_id: number; username: string }> = await this.dataSource.query(
      `SELECT a.address, u.game_account_id, u.username FROM auth.login_addresses a JOIN auth.users u ON u.id = a.user_id
       WHERE a.address = ANY($1) AND a.user_id <> $2 ORDER BY a.last_seen DESC LIMIT 500`,
      [addresses, exceptUserId],
    );
    return rows.map((row) => ({ address: row.address, gameAccountId: row.game_account_id, username: row.username }));
  }

  /** Game accounts of users seen at an address starting with `prefix`. */
  async gameAccountsAtPrefix(prefix: string, limit: number): Promise<number[]> {
    const rows: Array<{ game_account_id: number }> = await this.dataSource.query(
      `SELECT DISTINCT u.game_account_id FROM auth.login_addresses a JOIN auth.users u ON u.id = a.user_id
       WHERE a.address LIKE $1 LIMIT $2`,
      [likePrefix(prefix), limit],
    );
    return rows.map((row) => row.game_account_id);
  }
}
