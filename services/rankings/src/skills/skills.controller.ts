import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, ShownSkill } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { SkillsService } from './skills.service';

@Controller()
export class SkillsController {
  constructor(private readonly skills: SkillsService) {}

  @RpcHandler(PATTERNS.rankingsSkills)
  list(): Promise<ShownSkill[]> {
    return this.skills.list();
  }

  @RpcHandler(PATTERNS.rankingsSkill)
  one(@Payload() payload: { id?: unknown }): Promise<ShownSkill> {
    return this.skills.one(payload?.id);
  }
}
