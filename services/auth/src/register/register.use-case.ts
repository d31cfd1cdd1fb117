import { Injectable } from '@nestjs/common';
import { checkRegistration, ErrorCode, MESSAGES, RegisterRequest } from '@henesys/contracts';
import { ActivityRecorder, DomainException } from '@henesys/server';
import { DataSource, QueryFailedError } from 'typeorm';
import { hashPassword } from '../crypto/passwords';

const TAKEN_BY_CONSTRAINT: Record<string, string> = {
  users_username_key: MESSAGES.usernameTaken,
  accounts_name_key: MESSAGES.usernameTaken,
  users_email_key: MESSAGES.emailTaken,
};

/**
 * Creates the website user (role member) and its game account (NX 0, not banned) in one
 * transaction, so the player can log in to the game with the same name and password.
 */
@Injectable()
export class RegisterUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly activity: ActivityRecorder,
  ) {}

  async execute(request: RegisterRequest): Promise<{ status: 'success'; message: string }> {
    const problem = checkRegistration(request);
    if (problem) throw new DomainException(ErrorCode.ValidationFailed, problem);
    const passwordHash = await hashPassword(request.password);
    const userId = await this.dataSource
      .transaction(async (manager) => {
        const [user] = await manager.query(
          `INSERT INTO auth.users (username, email, password_hash, birthday) VALUES ($1, $2, $3, $4) RETURNING id`,
          [request.username, request.email.trim(), passwordHash, request.birthday],
        );
        await manager.query(`INSERT INTO game.accounts (name, password, email, birthday) VALUES ($1, $2, $3, $4)`, [
          request.username,
          passwordHash,
          request.email.trim(),
          request.birthday,
        ]);
        return user.id as number;
      })
      .catch((error: unknown) => {
        throw this.takenOr(error);
      });
    await this.activity.record(`${userId}`, request.username, 'register', 'Account created');
    return { status: 'success', message: MESSAGES.registrationSuccess };
  }

  /** A unique index refused the row: the name or email is taken (also when two sign-ups race). */
  private takenOr(error: unknown): unknown {
    const constraint = error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
    const message = constraint ? TAKEN_BY_CONSTRAINT[constraint] : undefined;
    return message ? new DomainException(ErrorCode.Conflict, message) : error;
  }
}
