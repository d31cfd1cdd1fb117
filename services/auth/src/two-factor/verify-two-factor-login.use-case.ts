import { Injectable } from '@nestjs/common';
import { ErrorCode, LoginSuccess, MESSAGES, VerifyTwoFactorRequest, DomainException } from '@henesys/contracts';
import { AttemptBackoff, codeAttempts } from '../login/attempt-backoff';
import { CompleteLogin } from '../login/complete-login';
import { FailedLoginAlerts } from '../login/failed-login-alerts';
import { TwoFactorSessions } from '../login/two-factor-sessions';
import { IpLock } from '../security/ip-lock';
import { UsersRepository } from '../users/users.repository';
import { SecondFactor, totpRefused } from './second-factor';

const sessionOver = () => new DomainException(ErrorCode.TwoFactorSessionExpired, MESSAGES.twoFactorSessionExpired);

/**
 * Second login step: the session from the password step plus a TOTP code or a backup code. A session
 * has its codes checked at most MAX_TWO_FACTOR_ATTEMPTS times, and the account's wrong codes back off
 * (AttemptBackoff) across sessions.
 */
@Injectable()
export class VerifyTwoFactorLoginUseCase {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: TwoFactorSessions,
    private readonly secondFactor: SecondFactor,
    private readonly completeLogin: CompleteLogin,
    private readonly ipLock: IpLock,
    private readonly backoff: AttemptBackoff,
    private readonly alerts: FailedLoginAlerts,
  ) {}

  async execute(request: VerifyTwoFactorRequest): Promise<LoginSuccess> {
    const userId = await this.sessions.userOf(request.sessionToken);
    const user = userId === null ? null : await this.users.findById(userId);
    if (!user || !user.twoFactorEnabled) throw sessionOver();
    await this.ipLock.assertAllows(user, request.ip);
    if (!(await this.sessions.takeAttempt(request.sessionToken))) throw sessionOver();
    await this.backoff.attempt(codeAttempts(user.id), async () => {
      const outcome = request.backupCode
        ? (await this.secondFactor.useBackupCode(user.id, request.backupCode))
          ? 'accepted'
          : 'invalid'
        : await this.secondFactor.useTotp(user, request.twoFactorCode ?? '');
      if (outcome !== 'accepted') {
        await this.alerts.record(user, request.ip);
        throw totpRefused(outcome, 401);
      }
      if (!(await this.sessions.close(request.sessionToken))) throw sessionOver();
    });
    await this.backoff.reset(codeAttempts(user.id));
    return this.completeLogin.execute(user, request.ip);
  }
}
