import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';

/** A site account's Discord link (community.links). */
export interface DiscordLink {
  userId: number;
  username: string;
  discordId: string;
  discordUsername: string;
  discordAvatar: string | null;
}

interface LinkRow {
  user_id: number;
  username: string;
  discord_id: string;
  discord_username: string;
  discord_avatar: string | null;
}

const toLink = (row: LinkRow): DiscordLink => ({
  userId: row.user_id,
  username: row.username,
  discordId: row.discord_id,
  discordUsername: row.discord_username,
  discordAvatar: row.discord_avatar,
});

const COLUMNS = 'user_id, username, discord_id, discord_username, discord_avatar';

/** Thrown by `save` when the Discord account is already linked to another site account. */
export class DiscordAccountTaken extends Error {}

/** The queries of community.links: one link per site account, one site account per Discord account. */
@Injectable()
export class LinksRepository {
  constructor(private readonly dataSource: DataSource) {}

  async ofUser(userId: number): Promise<DiscordLink | undefined> {
    const [row]: LinkRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM community.links WHERE user_id = $1`, [
      userId,
    ]);
    return row && toLink(row);
  }

  async ofDiscordAccount(discordId: string): Promise<DiscordLink | undefined> {
    const [row]: LinkRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM community.links WHERE discord_id = $1`,
      [discordId],
    );
    return row && toLink(row);
  }

  /** The users whose Discord name starts with `prefix`, whatever its case, by name. */
  async usersByNamePrefix(prefix: string, limit: number): Promise<number[]> {
    const rows: Array<{ user_id: number }> = await this.dataSource.query(
      `SELECT user_id FROM community.links WHERE starts_with(lower(discord_username), lower($1))
       ORDER BY lower(discord_username), user_id LIMIT $2`,
      [prefix, limit],
    );
    return rows.map((row) => row.user_id);
  }

  /** Links (or re-links) the user; DiscordAccountTaken when another user holds that Discord account. */
  async save(link: DiscordLink): Promise<void> {
    await this.dataSource
      .query(
        `INSERT INTO community.links (${COLUMNS}) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET discord_id = EXCLUDED.discord_id, discord_username = EXCLUDED.discord_username,
           discord_avatar = EXCLUDED.discord_avatar, linked_at = now()`,
        [link.userId, link.username, link.discordId, link.discordUsername, link.discordAvatar],
      )
      .catch((error: unknown) => {
        const constraint =
          error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
        throw constraint === 'links_discord_id_key' ? new DiscordAccountTaken() : error;
      });
  }

  /** Whether there was a link to remove. */
  async remove(userId: number): Promise<boolean> {
    const [, removed]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM community.links WHERE user_id = $1`,
      [userId],
    );
    return removed > 0;
  }
}
