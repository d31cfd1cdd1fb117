import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { PATTERNS, Skill } from '@henesys/contracts';
import { SkillsService } from './skills.service';

@Controller()
export class SkillsController {
  constructor(private readonly skills: SkillsService) {}

  @MessagePattern(PATTERNS.rankingsSkills)
  list(): Promise<Skill[]> {
    return this.skills.list();
  }
}
