import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import {
  ChangePasswordPayload,
  IdentityProofPayload,
  SecuritySettingPayload,
  TwoFactorCodePayload,
  TwoFactorDisablePayload,
  UndoEmailChangeDto,
  UpdateProfilePayload,
  UserIdPayload,
} from '@henesys/dto';
import { SecuritySettingsUseCase } from '../security/security-settings.use-case';
import { TwoFactorSettingsUseCase } from '../two-factor/two-factor-settings.use-case';
import { AccountSettingsUseCase } from './account-settings.use-case';
import { IdentityCheck } from './identity-check';
import { UndoEmailChangeUseCase } from './undo-email-change.use-case';

/** The signed-in player's own credentials and security settings; the user id comes from the token. */
@Controller()
export class AccountController {
  constructor(
    private readonly twoFactor: TwoFactorSettingsUseCase,
    private readonly security: SecuritySettingsUseCase,
    private readonly settings: AccountSettingsUseCase,
    private readonly identity: IdentityCheck,
    private readonly emailUndo: UndoEmailChangeUseCase,
  ) {}

  @RpcHandler(PATTERNS.authTwoFactorStatus)
  twoFactorStatus(@Payload() payload: UserIdPayload): Promise<RpcResponse<'auth.2fa-status'>> {
    return this.twoFactor.status(payload.userId);
  }

  @RpcHandler(PATTERNS.authTwoFactorGenerate)
  twoFactorGenerate(@Payload() payload: UserIdPayload): Promise<RpcResponse<'auth.2fa-generate'>> {
    return this.twoFactor.generate(payload.userId);
  }

  @RpcHandler(PATTERNS.authTwoFactorEnable)
  twoFactorEnable(@Payload() payload: TwoFactorCodePayload): Promise<RpcResponse<'auth.2fa-enable'>> {
    return this.twoFactor.enable(payload.userId, payload.token);
  }

  @RpcHandler(PATTERNS.authTwoFactorRegenerate)
  twoFactorRegenerate(@Payload() payload: TwoFactorCodePayload): Promise<RpcResponse<'auth.2fa-regenerate'>> {
    return this.twoFactor.regenerate(payload.userId, payload.token);
  }

  @RpcHandler(PATTERNS.authTwoFactorDisable)
  twoFactorDisable(@Payload() payload: TwoFactorDisablePayload): Promise<RpcResponse<'auth.2fa-disable'>> {
    return this.twoFactor.disable(payload.userId, payload.token, payload.currentPassword);
  }

  @RpcHandler(PATTERNS.authSecuritySettings)
  securitySettings(@Payload() payload: UserIdPayload): Promise<RpcResponse<'auth.security-settings'>> {
    return this.security.get(payload.userId);
  }

  @RpcHandler(PATTERNS.authSetSecuritySetting)
  setSecuritySetting(@Payload() payload: SecuritySettingPayload): Promise<RpcResponse<'auth.set-security-setting'>> {
    return this.security.set(payload);
  }

  @RpcHandler(PATTERNS.authChangePassword)
  changePassword(@Payload() payload: ChangePasswordPayload): Promise<RpcResponse<'auth.change-password'>> {
    return this.settings.changePassword(payload);
  }

  @RpcHandler(PATTERNS.authUpdateProfile)
  updateProfile(@Payload() payload: UpdateProfilePayload): Promise<RpcResponse<'auth.update-profile'>> {
    return this.settings.updateProfile(payload);
  }

  /** Before another service's sensitive change (unlinking Discord). */
  @RpcHandler(PATTERNS.authConfirmIdentity)
  confirmIdentity(@Payload() payload: IdentityProofPayload): Promise<RpcResponse<'auth.confirm-identity'>> {
    return this.identity.confirmUser(payload.userId, payload);
  }

  @RpcHandler(PATTERNS.authUndoEmailChange)
  undoEmailChange(@Payload() payload: UndoEmailChangeDto): Promise<RpcResponse<'auth.undo-email-change'>> {
    return this.emailUndo.execute(payload.token);
  }
}
