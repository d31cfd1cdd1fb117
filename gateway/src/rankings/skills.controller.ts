import { Controller, Get, Header, NotFoundException, Param, PipeTransform, Res } from '@nestjs/common';
import type { Response } from 'express';
import { isSkillId, PATTERNS, RANKINGS_VERSION_KEY, ShownSkill, SKILL_MESSAGES } from '@henesys/contracts';
import { Public } from '../auth/access.decorators';
import { PublicCache } from '../public-cache/public-cache.decorator';
import { RpcClient } from '../rpc/rpc-client';

/** A path id that cannot name a shown skill (SPEC §5 id shapes) is not found, like an unknown one. */
const skillId: PipeTransform<string, string> = {
  transform(value: string): string {
    if (!isSkillId(value)) throw new NotFoundException(SKILL_MESSAGES.notFound);
    return value;
  },
};

/** SPEC §7 GET /api/skills: the skill database, public; it changes only when a server file is imported. */
@Controller('skills')
@Public()
export class SkillsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @PublicCache({ seconds: 30, versionKey: RANKINGS_VERSION_KEY })
  @Header('Cache-Control', 'public, max-age=300')
  list(): Promise<ShownSkill[]> {
    return this.rpc.send(PATTERNS.rankingsSkills, {});
  }

  /**
   * One skill with its per-level text, for its page (/skills/{id}). Not in the gateway's public cache
   * (any id would make a key); browsers keep a found skill, and only a found one, for 5 minutes.
   */
  @Get(':id')
  async one(@Param('id', skillId) id: string, @Res({ passthrough: true }) response: Response): Promise<ShownSkill> {
    const skill = await this.rpc.send(PATTERNS.rankingsSkill, { id });
    response.setHeader('Cache-Control', 'public, max-age=300');
    return skill;
  }
}
