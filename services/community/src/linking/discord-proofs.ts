import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { CommunityEnv } from '../config/community-env';

export interface StateOwner {
  /** The site user who started linking, or null for a sign-in through Discord. */
  userId: number | null;
  username: string | null;
}

export interface ProvenIdentity {
  discordId: string;
  discordUsername: string;
  discordAvatar: string | null;
}

/**
 * Short-lived, single-use proofs kept in Redis: the OAuth2 state (bound to who started the flow,
 * so nobody can link their Discord to someone else's account, no login CSRF) and the ticket a fresh
 * exchange hands out for one sign-in with that Discord identity.
 */
@Injectable()
export class DiscordProofs {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly env: CommunityEnv,
  ) {}

  async newState(owner: StateOwner): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    await this.redis.set(`community:state:${state}`, JSON.stringify(owner), 'EX', this.env.DISCORD_STATE_TTL_SECONDS);
    return state;
  }

  /** The state's owner, once: a replayed state finds nothing. */
  async takeState(state: string): Promise<StateOwner | null> {
    const value = await this.redis.getdel(`community:state:${state}`);
    return value ? (JSON.parse(value) as StateOwner) : null;
  }

  async newTicket(identity: ProvenIdentity): Promise<string> {
    const ticket = randomBytes(24).toString('base64url');
    await this.redis.set(
      `community:ticket:${ticket}`,
      JSON.stringify(identity),
      'EX',
      this.env.DISCORD_STATE_TTL_SECONDS,
    );
    return ticket;
  }

  async takeTicket(ticket: string): Promise<ProvenIdentity | null> {
    const value = await this.redis.getdel(`community:ticket:${ticket}`);
    return value ? (JSON.parse(value) as ProvenIdentity) : null;
  }
}
