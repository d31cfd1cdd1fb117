import { Injectable } from '@nestjs/common';
import {
  DiscordConnection,
  DiscordExchangeResult,
  ErrorCode,
  MESSAGES,
  SuccessMessage,
  DomainException,
} from '@henesys/contracts';
import { ActivityRecorder } from '@henesys/server';
import { DiscordClient } from '../discord/discord-client';
import { DiscordProofs, ProvenIdentity } from './discord-proofs';
import { DiscordAccountTaken, LinksRepository } from './links.repository';

const NOT_CONNECTED: DiscordConnection = { success: true, connected: false, username: null, id: null, avatar: null };

/**
 * Links a site account and a Discord account through OAuth2: only an identity Discord itself
 * vouched for (a fresh code exchange, with a state bound to the user) is ever linked or signed in.
 */
@Injectable()
export class LinkingService {
  constructor(
    private readonly links: LinksRepository,
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
    if (!owner) throw new DomainException(ErrorCode.DiscordStateInvalid, MESSAGES.discordStateInvalid);
    if (owner.userId !== null && owner.userId !== callerUserId)
      throw new DomainException(ErrorCode.DiscordStateForeign, MESSAGES.discordStateForeign);
    const user = await this.discord.userForCode(code);
    const identity: ProvenIdentity = {
      discordId: user.id,
      discordUsername: user.global_name || user.username,
      discordAvatar: user.avatar,
    };
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
    if (connection.id !== discordId)
      throw new DomainException(ErrorCode.DiscordProofRequired, MESSAGES.discordProofRequired);
    return { success: true, message: MESSAGES.discordConnected, user: connection };
  }

  async disconnect(userId: number, username: string): Promise<SuccessMessage> {
    if (!(await this.links.remove(userId)))
      throw new DomainException(ErrorCode.DiscordNotConnected, MESSAGES.discordNotConnected);
    await this.activity.record(`discord.${userId}.${Date.now()}`, username, 'discord', 'Discord account disconnected');
    return { success: true, message: MESSAGES.discordDisconnected };
  }

  async connection(userId: number): Promise<DiscordConnection> {
    const link = await this.links.ofUser(userId);
    return link
      ? {
          success: true,
          connected: true,
          username: link.discordUsername,
          id: link.discordId,
          avatar: link.discordAvatar,
        }
      : NOT_CONNECTED;
  }

  /** A sign-in: the ticket of a fresh exchange for this very Discord id, used once, and a linked account. */
  async login(discordId: string, ticket: string): Promise<{ userId: number }> {
    const identity = await this.proofs.takeTicket(ticket);
    if (!identity || identity.discordId !== discordId)
      throw new DomainException(ErrorCode.DiscordTicketRequired, MESSAGES.discordTicketRequired);
    const link = await this.links.ofDiscordAccount(discordId);
    if (!link) throw new DomainException(ErrorCode.DiscordNotLinked, MESSAGES.discordNotLinked);
    return { userId: link.userId };
  }

  private async link(userId: number, username: string, identity: ProvenIdentity): Promise<void> {
    await this.links.save({ userId, username, ...identity }).catch((error: unknown) => {
      throw error instanceof DiscordAccountTaken
        ? new DomainException(ErrorCode.DiscordTaken, MESSAGES.discordTakenElsewhere)
        : error;
    });
    await this.activity.record(
      `discord.${userId}.${Date.now()}`,
      username,
      'discord',
      `Discord account ${identity.discordUsername} connected`,
    );
  }
}
