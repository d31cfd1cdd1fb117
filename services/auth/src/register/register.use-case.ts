import { Injectable, Logger } from '@nestjs/common';
import { checkRegistration, ErrorCode, MESSAGES, RegisterRequest, DomainException } from '@henesys/contracts';
import { GameAccounts, GameDatabase } from '@henesys/game';
import { ActivityRecorder } from '@henesys/server';
import { hashPassword } from '../crypto/passwords';
import { SiteUsers } from '../users/site-users';
import { EmailTaken, UsernameTaken, UsersRepository } from '../users/users.repository';

/**
 * Creates the game account the game accepts (name, bcrypt password, email, birthday; the game's
 * defaults for the rest) and the website user (role member) linked to it. The two databases are kept
 * together by compensation: the game row is inserted in an open MySQL transaction, the site user is
 * inserted in Postgres, then MySQL commits. A failed site insert rolls the game row back; a failed
 * commit deletes the site user again.
 */
@Injectable()
export class RegisterUseCase {
  private readonly logger = new Logger(RegisterUseCase.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly gameDb: GameDatabase,
    private readonly gameAccounts: GameAccounts,
    private readonly siteUsers: SiteUsers,
    private readonly activity: ActivityRecorder,
  ) {}

  async execute(request: RegisterRequest): Promise<{ status: 'success'; message: string }> {
    const problem = checkRegistration(request);
    if (problem) throw new DomainException(ErrorCode.ValidationFailed, problem);
    const email = request.email.trim();
    const passwordHash = await hashPassword(request.password);
    let userId: number | undefined;
    try {
      await this.gameDb.transaction(async (queries) => {
        // The game's unique key on the name (case-insensitive) decides; a racing sign-up waits here for the first one's commit.
        const accountId = await this.gameAccounts.create(
          { name: request.username, password: passwordHash, email, birthday: request.birthday },
          queries,
        );
        if (accountId === null)
          throw new DomainException(
            ErrorCode.UsernameTaken,
            (await this.siteUsers.findByName(request.username)) ? MESSAGES.usernameTaken : MESSAGES.usernameTakenInGame,
          );
        userId = await this.users
          .insert({ username: request.username, email, birthday: request.birthday, gameAccountId: accountId })
          .catch((error: unknown) => {
            throw takenOr(error);
          });
      });
    } catch (error) {
      // The site user exists but the game row was not committed: take the site user back.
      if (userId !== undefined) await this.removeSiteUser(userId);
      throw error;
    }
    await this.activity.record(`${userId}`, request.username, 'register', 'Account created');
    return { status: 'success', message: MESSAGES.registrationSuccess };
  }

  private async removeSiteUser(id: number): Promise<void> {
    await this.users.remove(id).catch((error: unknown) => {
      this.logger.error(
        `Sign-up: site user ${id} has no game account (the game commit failed) and could not be removed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }
}

/** A unique index refused the row: the name or email is taken (also when two sign-ups race). */
function takenOr(error: unknown): unknown {
  if (error instanceof UsernameTaken) return new DomainException(ErrorCode.UsernameTaken, MESSAGES.usernameTaken);
  if (error instanceof EmailTaken) return new DomainException(ErrorCode.EmailTaken, MESSAGES.emailTaken);
  return error;
}
