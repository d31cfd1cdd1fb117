import { Injectable, Logger } from '@nestjs/common';
import { checkRegistration, ErrorCode, MESSAGES, RegisterRequest } from '@henesys/contracts';
import { GameAccounts, GameDatabase } from '@henesys/game';
import { ActivityRecorder, DomainException } from '@henesys/server';
import { DataSource, QueryFailedError } from 'typeorm';
import { hashPassword } from '../crypto/passwords';
import { SiteUsers } from '../users/site-users';

const TAKEN_BY_CONSTRAINT: Record<string, string> = {
  users_username_key: MESSAGES.usernameTaken,
  users_email_key: MESSAGES.emailTaken,
};

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
    private readonly dataSource: DataSource,
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
        const accountId = await this.gameAccounts.create({ name: request.username, password: passwordHash, email, birthday: request.birthday }, queries);
        if (accountId === null) throw new DomainException(ErrorCode.Conflict, (await this.siteUsers.findByName(request.username)) ? MESSAGES.usernameTaken : MESSAGES.usernameTakenInGame);
        const [user] = await this.dataSource
          .query(`INSERT INTO auth.users (username, email, birthday, game_account_id) VALUES ($1, $2, $3, $4) RETURNING id`, [request.username, email, request.birthday, accountId])
          .catch((error: unknown) => {
            throw takenOr(error);
          });
        userId = user.id as number;
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
    await this.dataSource.query(`DELETE FROM auth.users WHERE id = $1`, [id]).catch((error: unknown) => {
      this.logger.error(`Sign-up: site user ${id} has no game account (the game commit failed) and could not be removed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}

/** A unique index refused the row: the name or email is taken (also when two sign-ups race). */
function takenOr(error: unknown): unknown {
  const constraint = error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
  const message = constraint ? TAKEN_BY_CONSTRAINT[constraint] : undefined;
  return message ? new DomainException(ErrorCode.Conflict, message) : error;
}
