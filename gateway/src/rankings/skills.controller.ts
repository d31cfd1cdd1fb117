import { Controller, Get, Header } from '@nestjs/common';
import { PATTERNS, RANKINGS_VERSION_KEY, Skill } from '@henesys/contracts';
import { Public } from '../auth/access.decorators';
import { PublicCache } from '../public-cache/public-cache.decorator';
import { RpcClient } from '../rpc/rpc-client';

/** SPEC §7 GET /api/skills: the skill database, public; it changes only when a server file is imported. */
@Controller('skills')
@Public()
export class SkillsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @PublicCache({ seconds: 30, versionKey: RANKINGS_VERSION_KEY })
  @Header('Cache-Control', 'public, max-age=300')
  list(): Promise<Skill[]> {
    return this.rpc.send(PATTERNS.rankingsSkills, {});
  }
}
