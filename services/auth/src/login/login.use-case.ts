import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, LoginRequest, LoginResult, MESSAGES } from '@henesys/contracts';
import { DomainException } from '@henesys/server';
import { Repository } from 'typeorm';
import { verifyPassword } from '../crypto/passwords';
import { User } from '../users/entities/user.entity';
import { CompleteLogin } from './complete-login';
import { TwoFactorSessions } from './two-factor-sessions';

/**
 * Password step of the login. An unknown name and a wrong password get the same answer after the
 * same bcrypt work; the IP lock is only revealed to someone who knows the password.
 */
@Injectable()
export class LoginUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: TwoFactorSessions,
    private readonly completeLogin: CompleteLogin,
  ) {}

  async execute(request: LoginRequest): Promise<LoginResult> {
    const user = await this.users.createQueryBuilder('user').where('lower(user.username) = lower(:name)', { name: request.username }).getOne();
    if (!(await verifyPassword(request.password, user?.passwordHash)) || !user) {
      throw new DomainException(ErrorCode.Unauthorized, MESSAGES.loginFailed);
    }
    return this.continueFor(user, request.ip);
  }

  /** After a first factor (the password, or a proven Discord identity): IP lock, then two-factor or the token. */
  async continueFor(user: User, ip: string): Promise<LoginResult> {
    assertIpAllowed(user, ip);
    if (user.twoFactorEnabled) {
      return { requiresTwoFactor: true, sessionToken: await this.sessions.open(user.id), userId: user.id };
    }
    return this.completeLogin.execute(user, ip);
  }
}

export function assertIpAllowed(user: User, ip: string): void {
  if (user.ipLockEnabled && user.ipLockAddress !== ip) throw new DomainException(ErrorCode.Forbidden, MESSAGES.ipLocked);
}
