import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** A mailed link used up: whose it was and the address it allows. */
export interface UsedIpAllowLink {
  id: number;
  userId: number;
  address: string;
  username: string;
}

interface UsedLinkRow {
  id: number;
  user_id: number;
  address: string;
  username: string;
}

/**
 * The queries of the IP lock's exceptions: auth.ip_allow_links (the single-use links mailed after a
 * refused login, only their SHA-256 stored) and auth.ip_lock_allowed_addresses (what they allowed).
 */
@Injectable()
export class IpAllowancesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async isAllowed(userId: number, address: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM auth.ip_lock_allowed_addresses WHERE user_id = $1 AND address = $2`,
      [userId, address],
    );
    return rows.length > 0;
  }

  /** Removes the address's open link once it has expired, so a new one may be offered. */
  async dropExpiredLink(userId: number, address: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM auth.ip_allow_links WHERE user_id = $1 AND address = $2 AND used_at IS NULL AND expires_at <= now()`,
      [userId, address],
    );
  }

  /** A new link valid for `hours`; undefined when the address has an open link already (one per address). */
  async createLink(userId: number, address: string, tokenHash: string, hours: number): Promise<number | undefined> {
    const [row]: Array<{ id: number }> = await this.dataSource.query(
      `INSERT INTO auth.ip_allow_links (user_id, address, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))
       ON CONFLICT (user_id, address) WHERE used_at IS NULL DO NOTHING RETURNING id`,
      [userId, address, tokenHash, hours],
    );
    return row?.id;
  }

  /** Uses the open, unexpired link up in the caller's transaction (once, under races too); undefined when there is none. */
  async useLink(manager: EntityManager, tokenHash: string): Promise<UsedIpAllowLink | undefined> {
    const [[row]]: [UsedLinkRow[], number] = await manager.query(
      `UPDATE auth.ip_allow_links link SET used_at = now() FROM auth.users u
       WHERE u.id = link.user_id AND link.token_hash = $1 AND link.used_at IS NULL AND link.expires_at > now()
       RETURNING link.id, link.user_id, link.address, u.username`,
      [tokenHash],
    );
    return row && { id: row.id, userId: row.user_id, address: row.address, username: row.username };
  }

  async allow(manager: EntityManager, userId: number, address: string): Promise<void> {
    await manager.query(
      `INSERT INTO auth.ip_lock_allowed_addresses (user_id, address) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [userId, address],
    );
  }

  /** The addresses allowed by mail, and the links not used yet, are forgotten. */
  async forgetAll(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`DELETE FROM auth.ip_lock_allowed_addresses WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM auth.ip_allow_links WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  }
}
