import { Injectable } from '@nestjs/common';
import { VoteProtocol, VoteSiteInput } from '@henesys/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';

/** A vote site as accounts.vote_sites keeps it, with the secret of its callback address. */
export interface VoteSiteRecord extends Omit<VoteSiteInput, 'key'> {
  id: number;
  key: string | null;
  secret: string;
}

interface VoteSiteRow {
  id: number;
  name: string;
  protocol: VoteProtocol;
  vote_url: string;
  cooldown_hours: number;
  reward_nx: number;
  enabled: boolean;
  position: number;
  allow_from: string[];
  site_key: string | null;
  secret: string;
}

const COLUMNS =
  'id, name, protocol, vote_url, cooldown_hours, reward_nx, enabled, position, allow_from, site_key, secret';
const ORDER = 'ORDER BY position, id';

const toRecord = (row: VoteSiteRow): VoteSiteRecord => ({
  id: row.id,
  name: row.name,
  protocol: row.protocol,
  voteUrl: row.vote_url,
  cooldownHours: row.cooldown_hours,
  rewardNx: row.reward_nx,
  enabled: row.enabled,
  order: row.position,
  allowFrom: row.allow_from,
  key: row.site_key,
  secret: row.secret,
});

/** A new callback secret: 24 random bytes, URL-safe. */
export const newCallbackSecret = (): string => randomBytes(24).toString('base64url');

const inputValues = (site: VoteSiteInput) => [
  site.name,
  site.protocol,
  site.voteUrl,
  site.cooldownHours,
  site.rewardNx,
  site.enabled,
  site.order,
  site.allowFrom,
];

/** The queries of accounts.vote_sites. */
@Injectable()
export class VoteSitesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<VoteSiteRecord[]> {
    return (await this.dataSource.query<VoteSiteRow[]>(`SELECT ${COLUMNS} FROM accounts.vote_sites ${ORDER}`)).map(
      toRecord,
    );
  }

  async find(id: number): Promise<VoteSiteRecord | undefined> {
    const [row] = await this.dataSource.query<VoteSiteRow[]>(
      `SELECT ${COLUMNS} FROM accounts.vote_sites WHERE id = $1`,
      [id],
    );
    return row && toRecord(row);
  }

  /** The site answering the original address, /api/vote/pingback: the first GTop100 site. */
  async firstOfProtocol(protocol: VoteProtocol): Promise<VoteSiteRecord | undefined> {
    const [row] = await this.dataSource.query<VoteSiteRow[]>(
      `SELECT ${COLUMNS} FROM accounts.vote_sites WHERE protocol = $1 ORDER BY id LIMIT 1`,
      [protocol],
    );
    return row && toRecord(row);
  }

  async create(site: VoteSiteInput, manager: EntityManager = this.dataSource.manager): Promise<VoteSiteRecord> {
    const [row] = await manager.query<VoteSiteRow[]>(
      `INSERT INTO accounts.vote_sites (name, protocol, vote_url, cooldown_hours, reward_nx, enabled, position, allow_from, site_key, secret)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
      [...inputValues(site), site.key ?? null, newCallbackSecret()],
    );
    return toRecord(row);
  }

  /** Updates the site; a key left out stays as it was. Undefined when there is no such site. */
  async update(
    id: number,
    site: VoteSiteInput,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<VoteSiteRecord | undefined> {
    const [rows] = await manager.query<[VoteSiteRow[], number]>(
      `UPDATE accounts.vote_sites SET name = $1, protocol = $2, vote_url = $3, cooldown_hours = $4, reward_nx = $5,
         enabled = $6, position = $7, allow_from = $8, site_key = CASE WHEN $9 THEN $10 ELSE site_key END, updated_at = now()
       WHERE id = $11 RETURNING ${COLUMNS}`,
      [...inputValues(site), site.key !== undefined, site.key ?? null, id],
    );
    return rows[0] && toRecord(rows[0]);
  }

  async delete(id: number): Promise<boolean> {
    const [, count] = await this.dataSource.query<[unknown, number]>('DELETE FROM accounts.vote_sites WHERE id = $1', [
      id,
    ]);
    return count > 0;
  }

  async rotateSecret(id: number): Promise<VoteSiteRecord | undefined> {
    const [rows] = await this.dataSource.query<[VoteSiteRow[], number]>(
      `UPDATE accounts.vote_sites SET secret = $1, updated_at = now() WHERE id = $2 RETURNING ${COLUMNS}`,
      [newCallbackSecret(), id],
    );
    return rows[0] && toRecord(rows[0]);
  }

  /**
   * Runs `seed` once in the database's life (the first start), in one transaction with the mark that it ran:
   * of several processes starting at once, one seeds and the others skip.
   */
  async seedOnce(seed: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const claimed = await manager.query<unknown[]>(
        'INSERT INTO accounts.vote_sites_seeded DEFAULT VALUES ON CONFLICT DO NOTHING RETURNING seeded_at',
      );
      if (claimed.length === 0) return false;
      await seed(manager);
      await manager.query('UPDATE accounts.vote_sites SET secret = $1 WHERE id = 1', [newCallbackSecret()]);
      return true;
    });
  }
}
