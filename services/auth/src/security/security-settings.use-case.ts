import { Injectable } from '@nestjs/common';
import { ErrorCode, MESSAGES, RpcRequest, RpcResponse, DomainException } from '@henesys/contracts';
import { ActivityRecorder } from '@henesys/server';
import { IdentityCheck } from '../account/identity-check';
import { UsersRepository } from '../users/users.repository';
import { requireUser } from '../users/require-user';
import { IpLock } from './ip-lock';

/** SPEC §4 'IP restriction': when turned on it stores the caller's current address; turning it off asks for the password. */
@Injectable()
export class SecuritySettingsUseCase {
  constructor(
    private readonly users: UsersRepository,
    private readonly activity: ActivityRecorder,
    private readonly identity: IdentityCheck,
    private readonly ipLock: IpLock,
  ) {}

  async get(userId: number): Promise<RpcResponse<'auth.security-settings'>> {
    const user = await requireUser(this.users, userId);
    return {
      success: true,
      settings: {
        ipRestriction: { enabled: user.ipLockEnabled, allowedIp: user.ipLockEnabled ? user.ipLockAddress : null },
        twoFactorAuthentication: { enabled: user.twoFactorEnabled },
      },
    };
  }

  async set(request: RpcRequest<'auth.set-security-setting'>): Promise<RpcResponse<'auth.set-security-setting'>> {
    const user = await requireUser(this.users, request.userId);
    if (request.feature === 'Two-Factor Authentication') {
      // Two-factor changes need a code from the app (the /2fa routes); here only its state is confirmed.
      if (request.enabled !== user.twoFactorEnabled)
        throw new DomainException(ErrorCode.ValidationFailed, MESSAGES.twoFactorUseSetup);
      return {
        success: true,
        message: request.enabled ? MESSAGES.twoFactorEnabled : MESSAGES.twoFactorDisabled,
        ip: null,
      };
    }
    // Turning the lock off opens the account to every network: not with a session alone.
    if (!request.enabled && user.ipLockEnabled) await this.identity.confirm(user, request);
    const ip = request.enabled ? request.ip : null;
    await this.users.setIpLock(user.id, request.enabled, ip);
    await this.ipLock.forgetMailedAllowances(user.id);
    await this.activity.record(
      `${user.id}.${Date.now()}`,
      user.username,
      'ip-lock',
      request.enabled ? `IP Restriction turned on for ${ip}` : 'IP Restriction turned off',
    );
    return {
      success: true,
      message: request.enabled ? MESSAGES.ipRestrictionEnabled : MESSAGES.ipRestrictionDisabled,
      ip,
    };
  }
}
