import { Inject, Injectable } from '@nestjs/common';
import { bullJobId } from '@henesys/contracts';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { AuthEnv } from '../config/auth-env';
import { failedLoginsMail } from '../mail/failed-logins.mail';
import { Mailer } from '../mail/mailer';
import type { User } from '../users/user';

const HOUR_SECONDS = 3600;

/**
 * Counts the wrong passwords and two-factor codes of an account in an hour-long window (from its
 * first failure); the LOGIN_FAILURE_MAIL_AT-th tells the owner, at most once an hour.
 */
@Injectable()
export class FailedLoginAlerts {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly mailer: Mailer,
    private readonly env: AuthEnv,
  ) {}

  async record(user: Pick<User, 'id' | 'username' | 'email'>, ip: string): Promise<void> {
    const window = `auth:failed-logins:${user.id}`;
    const answers = await this.redis.multi().set(window, 0, 'EX', HOUR_SECONDS, 'NX').incr(window).exec();
    const failures = Number(answers?.[1]?.[1]);
    if (failures !== this.env.LOGIN_FAILURE_MAIL_AT || !user.email) return;
    if ((await this.redis.set(`auth:failed-logins-mailed:${user.id}`, '1', 'EX', HOUR_SECONDS, 'NX')) !== 'OK') return;
    const at = new Date();
    await this.mailer.send(
      bullJobId('failed-logins', user.id, at.getTime()),
      failedLoginsMail({ to: user.email, username: user.username, failures, lastIp: ip, at }),
    );
  }
}
