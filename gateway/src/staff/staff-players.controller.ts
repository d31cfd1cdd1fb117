import { Body, Controller, Get, HttpCode, Logger, Param, Post, Put, Query } from '@nestjs/common';
import { ADMIN_ROLE, PATTERNS, RpcResponse, StaffPlayerHit, StaffPlayerView } from '@henesys/contracts';
import { StaffBanDto, StaffRoleDto, StaffSearchQueryDto, StaffUnbanDto } from '@henesys/dto';
import { actorOf } from '../auth/actor';
import { AdminOnly, CurrentUser, StaffOnly } from '../auth/access.decorators';
import type { SessionUser } from '../auth/session-user';
import { numericId as id } from '../rpc/numeric-id.pipe';
import { RpcClient } from '../rpc/rpc-client';

/** What the ban form says beside its button: the site cannot reach a session the game holds. */
export const banNoteFor = (characterName: string | undefined): string =>
  'A ban ends the player’s site sessions at once; in game it applies at their next login. ' +
  `To disconnect them now, a GM types !dc ${characterName ?? '<character name>'} in game.`;

/** The staff console's player lookup and the actions on a player (bans, sessions, roles). */
@Controller('staff/players')
@StaffOnly()
export class StaffPlayersController {
  private readonly logger = new Logger(StaffPlayersController.name);

  constructor(private readonly rpc: RpcClient) {}

  /** Account, character, email or Discord name, or an address, by prefix. */
  @Get()
  async search(@Query() query: StaffSearchQueryDto): Promise<{ players: StaffPlayerHit[] }> {
    const q = query.q.trim();
    const discord = await this.rpc.send(PATTERNS.communityStaffFind, { q }).catch((error: unknown) => {
      this.logger.warn(`Discord names not searched: ${error instanceof Error ? error.message : String(error)}`);
      return { userIds: [] };
    });
    return this.rpc.send(PATTERNS.authStaffSearch, { q, userIds: discord.userIds });
  }

  /** The player's page: auth's identity, the accounts history, Discord and (for Admins) donations and grants. */
  @Get(':accountId')
  async player(@CurrentUser() user: SessionUser, @Param('accountId', id) accountId: number): Promise<StaffPlayerView> {
    const identity = await this.rpc.send(PATTERNS.authStaffPlayer, { accountId });
    const siteUserId = identity.account.siteUserId;
    const isAdmin = user.role === ADMIN_ROLE;
    const [history, discord, donations] = await Promise.all([
      this.rpc.send(PATTERNS.accountsStaffHistory, { accountId, accountName: identity.account.name }),
      siteUserId ? this.discordOf(siteUserId) : Promise.resolve(null),
      isAdmin && siteUserId ? this.rpc.send(PATTERNS.donationsOfUser, { userId: siteUserId }) : Promise.resolve(null),
    ]);
    return {
      account: { ...identity.account, pendingNx: history.pendingNx, discord },
      characters: identity.characters,
      addresses: identity.addresses,
      sessions: identity.sessions,
      donations: isAdmin ? (donations ?? []) : null,
      votes: history.votes,
      activity: history.activity,
      grants: isAdmin ? history.grants : null,
      audit: history.audit,
      banNote: banNoteFor(identity.characters[0]?.name),
    };
  }

  /** Bans the account the game's way; a report it answers is marked Actioned. */
  @Post(':accountId/ban')
  @HttpCode(200)
  async ban(
    @CurrentUser() user: SessionUser,
    @Param('accountId', id) accountId: number,
    @Body() body: StaffBanDto,
  ): Promise<RpcResponse<'auth.staff-ban'>> {
    const answer = await this.rpc.send(PATTERNS.authStaffBan, { actor: actorOf(user), accountId, ban: body });
    if (body.reportId !== undefined)
      await this.rpc
        .send(PATTERNS.accountsStaffSetReport, { actor: actorOf(user), id: body.reportId, status: 'actioned' })
        .catch((error: unknown) =>
          this.logger.warn(
            `Report ${body.reportId} not marked actioned: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    return answer;
  }

  @Post(':accountId/unban')
  @HttpCode(200)
  unban(
    @CurrentUser() user: SessionUser,
    @Param('accountId', id) accountId: number,
    @Body() body: StaffUnbanDto,
  ): Promise<RpcResponse<'auth.staff-unban'>> {
    return this.rpc.send(PATTERNS.authStaffUnban, { actor: actorOf(user), accountId, reason: body.reason });
  }

  @Post(':accountId/sessions/end')
  @HttpCode(200)
  endSessions(
    @CurrentUser() user: SessionUser,
    @Param('accountId', id) accountId: number,
  ): Promise<RpcResponse<'auth.staff-end-sessions'>> {
    return this.rpc.send(PATTERNS.authStaffEndSessions, { actor: actorOf(user), accountId });
  }

  @Put(':accountId/role')
  @AdminOnly()
  setRole(
    @CurrentUser() user: SessionUser,
    @Param('accountId', id) accountId: number,
    @Body() body: StaffRoleDto,
  ): Promise<RpcResponse<'auth.staff-set-role'>> {
    return this.rpc.send(PATTERNS.authStaffSetRole, { actor: actorOf(user), accountId, role: body.role });
  }

  /** Discord is an extra on the page: without the community service it shows as not linked. */
  private async discordOf(userId: number): Promise<{ username: string } | null> {
    return this.rpc.send(PATTERNS.communityStaffLink, { userId }).catch((error: unknown) => {
      this.logger.warn(`Discord link unknown: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
  }
}
