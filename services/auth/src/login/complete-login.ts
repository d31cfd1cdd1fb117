import { Injectable } from '@nestjs/common';
import { LoginSuccess } from '@henesys/contracts';
import { ActivityRecorder } from '@henesys/server';
import { LoginAddressesRepository } from '../staff/login-addresses.repository';
import { TokenIssuer } from '../tokens/token-issuer';
import type { User } from '../users/user';
import { UsersRepository } from '../users/users.repository';

/** The last step of every successful login: last login time, the address seen, activity log line, token. */
@Injectable()
export class CompleteLogin {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokenIssuer,
    private readonly activity: ActivityRecorder,
    private readonly addresses: LoginAddressesRepository,
  ) {}

  async execute(user: User, ip: string): Promise<LoginSuccess> {
    const now = new Date();
    await this.users.setLastLogin(user.id, now);
    await this.addresses.record(user.id, ip, now);
    await this.activity.record(`${user.id}:${now.getTime()}`, user.username, 'login', `Logged in from ${ip}`, now);
    return this.tokens.issue({ ...user, lastLogin: now }, ip);
  }
}
