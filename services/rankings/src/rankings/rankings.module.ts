import { Module } from '@nestjs/common';
import { GameGuildRankings, GameRankingSource, GameWornItems } from '@henesys/game';
import { CharacterProfileService } from './character-profile.query';
import { GuildRankingsService } from './guild-rankings.query';
import { RankingRefreshScheduler } from './ranking-refresh.scheduler';
import { RankingSnapshotBuilder } from './ranking-snapshot.builder';
import { RankingsController } from './rankings.controller';
import { RankingsQueryService } from './rankings.query';

@Module({
  controllers: [RankingsController],
  providers: [
    GameRankingSource,
    GameWornItems,
    GameGuildRankings,
    RankingsQueryService,
    CharacterProfileService,
    GuildRankingsService,
    RankingSnapshotBuilder,
    RankingRefreshScheduler,
  ],
})
export class RankingsModule {}
