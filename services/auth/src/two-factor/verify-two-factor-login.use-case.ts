import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, LoginSuccess, MESSAGES, VerifyTwoFactorRequest } from '@henesys/contracts';
import { DomainException } from '@henesys/server';
import { Repository } from 'typeorm';
import { CompleteLogin } from '../login/complete-login';
import { assertIpAllowed } from '../login/login.use-case';
import { TwoFactorSessions } from '../login/two-factor-sessions';
import { User } from '../users/entities/user.entity';
import { SecondFactor } from './second-factor';

/** Second login step: the session from the password step plus a TOTP code or a backup code. */
@Injectable()
export class VerifyTwoFactorLoginUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: TwoFactorSessions,
    private readonly secondFactor: SecondFactor,
    private readonly completeLogin: CompleteLogin,
  ) {}

  async execute(request: VerifyTwoFactorRequest): Promise<LoginSuccess> {
    const userId = await this.sessions.userOf(request.sessionToken);
    const user = userId === null ? null : await this.users.findOneBy({ id: userId });
    if (!user || !user.twoFactorEnabled) throw new DomainException(ErrorCode.Unauthorized, MESSAGES.twoFactorSessionExpired);
    assertIpAllowed(user, request.ip);

    const accepted = request.backupCode
      ? await this.secondFactor.useBackupCode(user.id, request.backupCode)
      : await this.secondFactor.useTotp(user, request.twoFactorCode ?? '');
    if (!accepted) {
      await this.sessions.miss(request.sessionToken);
      throw new DomainException(ErrorCode.Unauthorized, MESSAGES.twoFactorInvalid);
    }
    if (!(await this.sessions.close(request.sessionToken))) {
      throw new DomainException(ErrorCode.Unauthorized, MESSAGES.twoFactorSessionExpired);
    }
    return this.completeLogin.execute(user, request.ip);
  }
}
