import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AvatarTemplates,
  CharacterProfile,
  GuildRankingsResponse,
  PATTERNS,
  RankingsRefreshResult,
  RankingsResponse,
} from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
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

  @RpcHandler(PATTERNS.rankingsList)
  list(@Payload() query: RankingsQueryDto): Promise<RankingsResponse> {
    return this.rankings.page(query);
  }

  @RpcHandler(PATTERNS.rankingsCharacter)
  character(@Payload() payload: { name?: unknown }): Promise<CharacterProfile> {
    return this.characters.find(payload?.name);
  }

  @RpcHandler(PATTERNS.rankingsGuilds)
  guildPage(@Payload() query: GuildRankingsQueryDto): Promise<GuildRankingsResponse> {
    return this.guilds.page(query);
  }

  @RpcHandler(PATTERNS.rankingsAvatarTemplates)
  avatarTemplates(): AvatarTemplates {
    return { templates: this.env.avatarTemplates };
  }

  /** Internal: not routed by the gateway. Tests and the benchmark rebuild the rankings with it. */
  @RpcHandler(PATTERNS.rankingsRefresh)
  refresh(): Promise<RankingsRefreshResult> {
    return this.scheduler.refreshNow();
  }
}
