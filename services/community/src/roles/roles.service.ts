import { Injectable } from '@nestjs/common';
import { ErrorCode, FounderStatus, MESSAGES, RoleStatus, DomainException } from '@henesys/contracts';
import { ActivityRecorder } from '@henesys/server';
import { CommunityEnv } from '../config/community-env';
import { DiscordClient } from '../discord/discord-client';
import { LinkingService } from '../linking/linking.service';
import { LinksRepository } from '../linking/links.repository';
import { RoleGrantsRepository } from './role-grants.repository';

const EARLY_SUPPORTER = 'Early Supporter';
const RICH = 'Rich';

/** The Early Supporter role (and Rich for Diamond) that a completed Founder Pack earns. */
@Injectable()
export class RolesService {
  constructor(
    private readonly links: LinksRepository,
    private readonly grants: RoleGrantsRepository,
    private readonly linking: LinkingService,
    private readonly discord: DiscordClient,
    private readonly activity: ActivityRecorder,
    private readonly env: CommunityEnv,
  ) {}

  async status(userId: number, founder: FounderStatus): Promise<RoleStatus> {
    const roleAssigned = await this.grants.has(userId, EARLY_SUPPORTER);
    const message = roleAssigned
      ? MESSAGES.roleAlreadyAssigned
      : founder.hasCompletedFounderPack
        ? MESSAGES.roleEligible
        : MESSAGES.roleNotEligible;
    return { success: true, isEligible: founder.hasCompletedFounderPack, roleAssigned, message };
  }

  /** Idempotent: claiming again re-adds the same roles and answers success. */
  async claim(
    userId: number,
    username: string,
    founder: FounderStatus,
  ): Promise<{ status: 'success'; message: string }> {
    if (!founder.hasCompletedFounderPack)
      throw new DomainException(ErrorCode.RoleNotEligible, MESSAGES.roleNotEligible);
    const link = await this.linking.connection(userId);
    if (!link.id) throw new DomainException(ErrorCode.DiscordNotConnected, MESSAGES.discordNotConnected);
    if (!(await this.discord.isGuildMember(link.id)))
      throw new DomainException(ErrorCode.DiscordNotGuildMember, MESSAGES.discordNotMember);
    await this.grant(userId, username, link.id, founder.rich);
    return { status: 'success', message: MESSAGES.roleAssigned };
  }

  /** What the reward worker asks after a Founder Pack: roles now if the player is linked and in the guild. */
  async grantAfterDelivery(userId: number, rich: boolean): Promise<boolean> {
    const link = await this.links.ofUser(userId);
    if (!link || !(await this.discord.isGuildMember(link.discordId))) return false;
    await this.grant(userId, link.username, link.discordId, rich);
    return true;
  }

  private async grant(userId: number, username: string, discordId: string, rich: boolean): Promise<void> {
    const roles: Array<[string, string]> = [
      [EARLY_SUPPORTER, this.env.DISCORD_EARLY_SUPPORTER_ROLE_ID],
      ...(rich ? ([[RICH, this.env.DISCORD_RICH_ROLE_ID]] as Array<[string, string]>) : []),
    ];
    for (const [role, roleId] of roles) {
      await this.discord.addRole(discordId, roleId);
      if (await this.grants.add(userId, role, discordId))
        await this.activity.record(`role.${userId}.${role}`, username, 'discord', `Discord role ${role} assigned`);
    }
  }
}
