import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PATTERNS, ShownSkill } from '@henesys/contracts';
import { SkillsService } from './skills.service';

@Controller()
export class SkillsController {
  constructor(private readonly skills: SkillsService) {}

  @MessagePattern(PATTERNS.rankingsSkills)
  list(): Promise<ShownSkill[]> {
    return this.skills.list();
  }

  @MessagePattern(PATTERNS.rankingsSkill)
  one(@Payload() payload: { id?: unknown }): Promise<ShownSkill> {
    return this.skills.one(payload?.id);
  }
}
