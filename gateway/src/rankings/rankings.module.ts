import { Module } from '@nestjs/common';
import { RankingsController } from './rankings.controller';
import { SkillsController } from './skills.controller';

/** Routes of the rankings service: /api/rankings, /api/rankings/guilds, /api/rankings/characters/:name, /api/rankings/avatar-templates, /api/skills. */
@Module({ controllers: [RankingsController, SkillsController] })
export class RankingsModule {}
