import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AvatarTemplates, PATTERNS, RankingsRefreshResult, RankingsResponse } from '@henesys/contracts';
import { RankingsQueryDto } from '@henesys/dto';
import { RankingsEnv } from '../config/rankings-env';
import { RankingRefreshScheduler } from './ranking-refresh.scheduler';
import { RankingsQueryService } from './rankings.query';

@Controller()
export class RankingsController {
  constructor(
    private readonly rankings: RankingsQueryService,
    private readonly scheduler: RankingRefreshScheduler,
    private readonly env: RankingsEnv,
  ) {}

  @MessagePattern(PATTERNS.rankingsList)
  list(@Payload() query: RankingsQueryDto): Promise<RankingsResponse> {
    return this.rankings.page(query);
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
