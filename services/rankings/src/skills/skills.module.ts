import { Module } from '@nestjs/common';
import { SkillsController } from './skills.controller';
import { SkillsImporter } from './skills.importer';
import { SkillsService } from './skills.service';

@Module({
  controllers: [SkillsController],
  providers: [SkillsService, SkillsImporter],
})
export class SkillsModule {}
