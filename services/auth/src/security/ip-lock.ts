import { Injectable } from '@nestjs/common';
import { ErrorCode, MESSAGES, DomainException } from '@henesys/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { IpAllowancesRepository } from './ip-allowances.repository';
import type { User } from '../users/user';

/**
 * SPEC §4 'IP restriction': with the lock on, logins come from the address that turned it on, or
 * from one the owner allowed through the link mailed after a refused login.
 */
@Injectable()
export class IpLock {
  constructor(
    private readonly dataSource: DataSource,
    private readonly allowances: IpAllowancesRepository,
  ) {}

  async allows(user: Pick<User, 'id' | 'ipLockEnabled' | 'ipLockAddress'>, ip: string): Promise<boolean> {
    if (!user.ipLockEnabled || user.ipLockAddress === ip) return true;
    return this.allowances.isAllowed(user.id, ip);
  }

  /**
   * For a caller who did not just prove the password (a Discord sign-in, the two-factor step): the
   * lock may say so plainly. The password step answers as for a wrong password instead.
   */
  async assertAllows(user: Pick<User, 'id' | 'ipLockEnabled' | 'ipLockAddress'>, ip: string): Promise<void> {
    if (!(await this.allows(user, ip))) throw new DomainException(ErrorCode.IpLocked, MESSAGES.ipLocked);
  }

  /** Turning the lock on or off starts over: addresses allowed by mail, and links not used yet, are forgotten. */
  async forgetMailedAllowances(userId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await this.allowances.forgetAll(manager, userId);
  }
}
