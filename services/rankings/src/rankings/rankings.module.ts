import { Module } from '@nestjs/common';
import { GameRankingSource, GameWornItems } from '@henesys/game';
import { RankingRefreshScheduler } from './ranking-refresh.scheduler';
import { RankingSnapshotBuilder } from './ranking-snapshot.builder';
import { RankingsPageCache } from './rankings-page.cache';
import { RankingsController } from './rankings.controller';
import { RankingsQueryService } from './rankings.query';

@Module({
  controllers: [RankingsController],
  providers: [GameRankingSource, GameWornItems, RankingsPageCache, RankingsQueryService, RankingSnapshotBuilder, RankingRefreshScheduler],
})
export class RankingsModule {}
