import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LoginSuccess } from '@henesys/contracts';
import { ActivityRecorder } from '@henesys/server';
import { Repository } from 'typeorm';
import { LoginAddressesRepository } from '../staff/login-addresses.repository';
import { TokenIssuer } from '../tokens/token-issuer';
import { User } from '../users/entities/user.entity';

/** The last step of every successful login: last login time, the address seen, activity log line, token. */
@Injectable()
export class CompleteLogin {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: TokenIssuer,
    private readonly activity: ActivityRecorder,
    private readonly addresses: LoginAddressesRepository,
  ) {}

  async execute(user: User, ip: string): Promise<LoginSuccess> {
    const now = new Date();
    await this.users.update({ id: user.id }, { lastLogin: now });
    await this.addresses.record(user.id, ip, now);
    await this.activity.record(`${user.id}:${now.getTime()}`, user.username, 'login', `Logged in from ${ip}`, now);
    return this.tokens.issue({ ...user, lastLogin: now }, ip);
  }
}
