import { Injectable } from '@nestjs/common';
import { checkAccountEmail, MEMBER_ROLE, parseIsoDate } from '@henesys/contracts';
import type { GameAccount } from '@henesys/game';
import type { User } from './user';
import { UsersRepository } from './users.repository';

/** The game's default birthday (GAME-DATABASE.md §1.1), for a game row whose own date is unusable. */
const GAME_DEFAULT_BIRTHDAY = '2005-05-11';

/**
 * The site user of a game account. A player the game knows but the site does not (an account the game
 * created itself, or one from before the site) gets a site user on first use: role member, the game's
 * email when it is valid and no other site user has it, the game's birthday. The unique keys make it
 * race-safe: two first logins at once create one user.
 */
@Injectable()
export class SiteUsers {
  constructor(private readonly users: UsersRepository) {}

  findByGameAccount(gameAccountId: number): Promise<User | null> {
    return this.users.findByGameAccount(gameAccountId);
  }

  findByName(name: string): Promise<User | null> {
    return this.users.findByName(name);
  }

  /** The site user linked to `account`, created when there is none yet; null when its name belongs to another site user. */
  async forGameAccount(account: Pick<GameAccount, 'id' | 'name' | 'email' | 'birthday'>): Promise<User | null> {
    const existing = await this.findByGameAccount(account.id);
    if (existing) return existing;
    const email =
      account.email?.trim() && checkAccountEmail(account.email.trim()) === null ? account.email.trim() : null;
    const birthday =
      account.birthday && parseIsoDate(account.birthday.slice(0, 10))
        ? account.birthday.slice(0, 10)
        : GAME_DEFAULT_BIRTHDAY;
    // With the game's email first; if another site user has that email, without one.
    for (const candidate of email ? [email, null] : [null]) {
      await this.users.insertIfAbsent({
        username: account.name,
        email: candidate,
        birthday,
        role: MEMBER_ROLE,
        gameAccountId: account.id,
      });
      const user = await this.findByGameAccount(account.id);
      if (user) return user;
      if (await this.findByName(account.name)) return null;
    }
    return null;
  }
}
