import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import {
  AuthorizeUrlPayload,
  DiscordConnectPayload,
  DiscordExchangePayload,
  DiscordLoginPayload,
  FounderRolePayload,
  UserIdPayload,
  UserScopedNamePayload,
} from '@henesys/dto';
import { LinkingService } from './linking/linking.service';
import { RolesService } from './roles/roles.service';

@Controller()
export class CommunityController {
  constructor(
    private readonly linking: LinkingService,
    private readonly roles: RolesService,
  ) {}

  @RpcHandler(PATTERNS.communityAuthorizeUrl)
  async authorizeUrl(@Payload() payload: AuthorizeUrlPayload): Promise<RpcResponse<'community.authorize-url'>> {
    return { url: await this.linking.authorizeUrl(payload.userId ?? null, payload.username ?? null) };
  }

  @RpcHandler(PATTERNS.communityExchange)
  exchange(@Payload() payload: DiscordExchangePayload): Promise<RpcResponse<'community.exchange'>> {
    return this.linking.exchange(payload.code, payload.state, payload.callerUserId ?? null);
  }

  @RpcHandler(PATTERNS.communityConnect)
  connect(@Payload() payload: DiscordConnectPayload): Promise<RpcResponse<'community.connect'>> {
    return this.linking.connect(payload.userId, payload.discordId);
  }

  @RpcHandler(PATTERNS.communityDisconnect)
  disconnect(@Payload() payload: UserScopedNamePayload): Promise<RpcResponse<'community.disconnect'>> {
    return this.linking.disconnect(payload.userId, payload.username);
  }

  @RpcHandler(PATTERNS.communityConnection)
  connection(@Payload() payload: UserIdPayload): Promise<RpcResponse<'community.connection'>> {
    return this.linking.connection(payload.userId);
  }

  @RpcHandler(PATTERNS.communityRoleStatus)
  roleStatus(@Payload() payload: FounderRolePayload): Promise<RpcResponse<'community.role-status'>> {
    return this.roles.status(payload.userId, payload.founder);
  }

  @RpcHandler(PATTERNS.communityClaimEarlySupporter)
  claim(@Payload() payload: FounderRolePayload): Promise<RpcResponse<'community.claim-early-supporter'>> {
    return this.roles.claim(payload.userId, payload.username, payload.founder);
  }

  @RpcHandler(PATTERNS.communityLogin)
  login(@Payload() payload: DiscordLoginPayload): Promise<RpcResponse<'community.login'>> {
    return this.linking.login(payload.discordId, payload.ticket);
  }
}
