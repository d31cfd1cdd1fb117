import { Module } from '@nestjs/common';
import { RankingRefreshScheduler } from './ranking-refresh.scheduler';
import { RankingSnapshotBuilder } from './ranking-snapshot.builder';
import { RankingsPageCache } from './rankings-page.cache';
import { RankingsController } from './rankings.controller';
import { RankingsQueryService } from './rankings.query';

@Module({
  controllers: [RankingsController],
  providers: [RankingsPageCache, RankingsQueryService, RankingSnapshotBuilder, RankingRefreshScheduler],
})
export class RankingsModule {}
