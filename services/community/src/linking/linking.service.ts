import { Injectable } from '@nestjs/common';
import { DiscordConnection, DiscordExchangeResult, ErrorCode, MESSAGES, SuccessMessage } from '@henesys/contracts';
import { ActivityRecorder, DomainException } from '@henesys/server';
import { DataSource, QueryFailedError } from 'typeorm';
import { DiscordClient } from '../discord/discord-client';
import { DiscordProofs, ProvenIdentity } from './discord-proofs';

interface LinkRow {
  discord_id: string;
  discord_username: string;
  discord_avatar: string | null;
}

const NOT_CONNECTED: DiscordConnection = { success: true, connected: false, username: null, id: null, avatar: null };

/**
 * Links a site account and a Discord account through OAuth2: only an identity Discord itself
 * vouched for (a fresh code exchange, with a state bound to the user) is ever linked or signed in.
 */
@Injectable()
export class LinkingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly discord: DiscordClient,
    private readonly proofs: DiscordProofs,
    private readonly activity: ActivityRecorder,
  ) {}

  async authorizeUrl(userId: number | null, username: string | null): Promise<string> {
    return this.discord.authorizeUrl(await this.proofs.newState({ userId, username }));
  }

  /**
   * The state is used up first (a replay finds nothing); a state a signed-in user started must come
   * back with that same user's session, so nobody can be lured into finishing someone else's link.
   */
  async exchange(code: string, state: string, callerUserId: number | null): Promise<DiscordExchangeResult> {
    const owner = await this.proofs.takeState(state);
    if (!owner) throw new DomainException(ErrorCode.ValidationFailed, MESSAGES.discordStateInvalid);
    if (owner.userId !== null && owner.userId !== callerUserId) throw new DomainException(ErrorCode.Forbidden, MESSAGES.discordStateForeign);
    const user = await this.discord.userForCode(code);
    const identity: ProvenIdentity = { discordId: user.id, discordUsername: user.global_name || user.username, discordAvatar: user.avatar };
    if (owner.userId !== null && owner.username) await this.link(owner.userId, owner.username, identity);
    return {
      success: true,
      ...identity,
      directConnectSuccess: owner.userId !== null,
      ticket: await this.proofs.newTicket(identity),
      message: owner.userId !== null ? MESSAGES.discordConnected : MESSAGES.discordIdentityConfirmed,
    };
  }

  /** Confirms a link a fresh exchange made for this user; a bare Discord id is refused. */
  async connect(userId: number, discordId: string): Promise<SuccessMessage & { user: DiscordConnection }> {
    const connection = await this.connection(userId);
    if (connection.id !== discordId) throw new DomainException(ErrorCode.ValidationFailed, MESSAGES.discordProofRequired);
    return { success: true, message: MESSAGES.discordConnected, user: connection };
  }

  async disconnect(userId: number, username: string): Promise<SuccessMessage> {
    const [, removed] = await this.dataSource.query(`DELETE FROM community.links WHERE user_id = $1`, [userId]);
    if (removed === 0) throw new DomainException(ErrorCode.ValidationFailed, MESSAGES.discordNotConnected);
    await this.activity.record(`discord.${userId}.${Date.now()}`, username, 'discord', 'Discord account disconnected');
    return { success: true, message: MESSAGES.discordDisconnected };
  }

  async connection(userId: number): Promise<DiscordConnection> {
    const [row]: LinkRow[] = await this.dataSource.query(`SELECT discord_id, discord_username, discord_avatar FROM community.links WHERE user_id = $1`, [userId]);
    return row ? { success: true, connected: true, username: row.discord_username, id: row.discord_id, avatar: row.discord_avatar } : NOT_CONNECTED;
  }

  /** A sign-in: the ticket of a fresh exchange for this very Discord id, used once, and a linked account. */
  async login(discordId: string, ticket: string): Promise<{ userId: number }> {
    const identity = await this.proofs.takeTicket(ticket);
    if (!identity || identity.discordId !== discordId) throw new DomainException(ErrorCode.ValidationFailed, MESSAGES.discordTicketRequired);
    const [row] = await this.dataSource.query(`SELECT user_id FROM community.links WHERE discord_id = $1`, [discordId]);
    if (!row) throw new DomainException(ErrorCode.NotFound, MESSAGES.discordNotLinked);
    return { userId: row.user_id };
  }

  private async link(userId: number, username: string, identity: ProvenIdentity): Promise<void> {
    await this.dataSource
      .query(
        `INSERT INTO community.links (user_id, username, discord_id, discord_username, discord_avatar) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET discord_id = EXCLUDED.discord_id, discord_username = EXCLUDED.discord_username,
           discord_avatar = EXCLUDED.discord_avatar, linked_at = now()`,
        [userId, username, identity.discordId, identity.discordUsername, identity.discordAvatar],
      )
      .catch((error: unknown) => {
        const constraint = error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
        throw constraint === 'links_discord_id_key' ? new DomainException(ErrorCode.Conflict, MESSAGES.discordTakenElsewhere) : error;
      });
    await this.activity.record(`discord.${userId}.${Date.now()}`, username, 'discord', `Discord account ${identity.discordUsername} connected`);
  }
}
