import { Injectable, Logger } from '@nestjs/common';
import { ADMIN_ROLE } from '@henesys/contracts';
import { GameAccounts } from '@henesys/game';
import { AuthEnv } from '../config/auth-env';
import type { User } from './user';

/**
 * The role a user acts with: the site role, or Admin when ADMIN_GM_LEVEL is set and one of the
 * account's characters has at least that GM level in game. Read at every token issue and by the
 * gateway's fresh admin check (auth.user), so a GM level taken away in game ends it there too.
 */
@Injectable()
export class EffectiveRole {
  private readonly logger = new Logger(EffectiveRole.name);

  constructor(
    private readonly env: AuthEnv,
    private readonly gameAccounts: GameAccounts,
  ) {}

  async of(user: Pick<User, 'role' | 'gameAccountId'>): Promise<string> {
    const level = this.env.ADMIN_GM_LEVEL;
    if (user.role === ADMIN_ROLE || level === undefined) return user.role;
    try {
      return (await this.gameAccounts.highestGmLevel(user.gameAccountId)) >= level ? ADMIN_ROLE : user.role;
    } catch (error) {
      // The game database is not answering: the site role alone (never more than it grants).
      this.logger.warn(
        `GM level not readable (${error instanceof Error ? error.message : String(error)}); using the site role`,
      );
      return user.role;
    }
  }

  /** The user as it acts: with its effective role. */
  async apply<T extends Pick<User, 'role' | 'gameAccountId'>>(user: T): Promise<T> {
    const role = await this.of(user);
    return role === user.role ? user : { ...user, role };
  }
}
