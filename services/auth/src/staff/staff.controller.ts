import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import {
  StaffAccountIdPayload,
  StaffAccountPayload,
  StaffBanPayload,
  StaffPagePayload,
  StaffSearchPayload,
  StaffSetRolePayload,
  StaffUnbanPayload,
} from '@henesys/dto';
import { StaffBanList } from './staff-ban-list';
import { StaffModerationUseCase } from './staff-moderation.use-case';
import { StaffPlayer } from './staff-player';
import { StaffSearch } from './staff-search';

/** The staff console's identity side: player lookup, bans, sessions and roles (the gateway checks the role first). */
@Controller()
export class StaffController {
  constructor(
    private readonly searchPlayers: StaffSearch,
    private readonly player: StaffPlayer,
    private readonly moderation: StaffModerationUseCase,
    private readonly banList: StaffBanList,
  ) {}

  @RpcHandler(PATTERNS.authStaffSearch)
  async search(@Payload() payload: StaffSearchPayload): Promise<RpcResponse<'auth.staff-search'>> {
    return { players: await this.searchPlayers.search(payload.q, payload.userIds) };
  }

  @RpcHandler(PATTERNS.authStaffPlayer)
  identity(@Payload() payload: StaffAccountIdPayload): Promise<RpcResponse<'auth.staff-player'>> {
    return this.player.identity(payload.accountId);
  }

  @RpcHandler(PATTERNS.authStaffBan)
  ban(@Payload() payload: StaffBanPayload): Promise<RpcResponse<'auth.staff-ban'>> {
    return this.moderation.ban(payload.actor, payload.accountId, payload.ban);
  }

  @RpcHandler(PATTERNS.authStaffUnban)
  unban(@Payload() payload: StaffUnbanPayload): Promise<RpcResponse<'auth.staff-unban'>> {
    return this.moderation.unban(payload.actor, payload.accountId, payload.reason);
  }

  @RpcHandler(PATTERNS.authStaffEndSessions)
  endSessions(@Payload() payload: StaffAccountPayload): Promise<RpcResponse<'auth.staff-end-sessions'>> {
    return this.moderation.endSessions(payload.actor, payload.accountId);
  }

  @RpcHandler(PATTERNS.authStaffSetRole)
  setRole(@Payload() payload: StaffSetRolePayload): Promise<RpcResponse<'auth.staff-set-role'>> {
    return this.moderation.setRole(payload.actor, payload.accountId, payload.role);
  }

  @RpcHandler(PATTERNS.authStaffBans)
  bans(@Payload() payload: StaffPagePayload): Promise<RpcResponse<'auth.staff-bans'>> {
    return this.banList.page(payload.page, payload.limit);
  }
}
