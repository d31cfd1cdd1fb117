import { Injectable } from '@nestjs/common';
import { MESSAGES, SuccessMessage } from '@henesys/contracts';
import { DataSource } from 'typeorm';
import { requireUser } from '../users/require-user';
import { UsersRepository } from '../users/users.repository';
import { Sessions } from './sessions';
import { TokenIssuer } from './token-issuer';

/** Logging out on the server: one session (the caller's token), or every session of the user. */
@Injectable()
export class LogoutUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly sessions: Sessions,
    private readonly tokens: TokenIssuer,
  ) {}

  async one(userId: number, sessionId: string): Promise<SuccessMessage> {
    await this.sessions.end(userId, sessionId);
    return { success: true, message: MESSAGES.loggedOut };
  }

  /** A token version bump: every token issued so far is refused, the caller's own included. */
  async everywhere(userId: number): Promise<SuccessMessage> {
    await requireUser(this.users, userId);
    const user = await this.users.bumpTokenVersion(this.dataSource.manager, userId);
    await this.tokens.publishVersion(user.id, user.tokenVersion);
    return { success: true, message: MESSAGES.loggedOutEverywhere };
  }
}
