import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AvatarTemplates,
  CharacterProfile,
  GuildRankingsResponse,
  PATTERNS,
  RankingsRefreshResult,
  RankingsResponse,
} from '@henesys/contracts';
import { GuildRankingsQueryDto, RankingsQueryDto } from '@henesys/dto';
import { RankingsEnv } from '../config/rankings-env';
import { CharacterProfileService } from './character-profile.query';
import { GuildRankingsService } from './guild-rankings.query';
import { RankingRefreshScheduler } from './ranking-refresh.scheduler';
import { RankingsQueryService } from './rankings.query';

@Controller()
export class RankingsController {
  constructor(
    private readonly rankings: RankingsQueryService,
    private readonly characters: CharacterProfileService,
    private readonly guilds: GuildRankingsService,
    private readonly scheduler: RankingRefreshScheduler,
    private readonly env: RankingsEnv,
  ) {}

  @MessagePattern(PATTERNS.rankingsList)
  list(@Payload() query: RankingsQueryDto): Promise<RankingsResponse> {
    return this.rankings.page(query);
  }

  @MessagePattern(PATTERNS.rankingsCharacter)
  character(@Payload() payload: { name?: unknown }): Promise<CharacterProfile> {
    return this.characters.find(payload?.name);
  }

  @MessagePattern(PATTERNS.rankingsGuilds)
  guildPage(@Payload() query: GuildRankingsQueryDto): Promise<GuildRankingsResponse> {
    return this.guilds.page(query);
  }

  @MessagePattern(PATTERNS.rankingsAvatarTemplates)
  avatarTemplates(): AvatarTemplates {
    return { templates: this.env.avatarTemplates };
  }

  /** Internal: not routed by the gateway. Tests and the benchmark rebuild the rankings with it. */
  @MessagePattern(PATTERNS.rankingsRefresh)
  refresh(): Promise<RankingsRefreshResult> {
    return this.scheduler.refreshNow();
  }
}
