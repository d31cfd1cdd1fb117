import type { RpcRequest } from '@henesys/contracts';
import type { GuildRankingsQuery } from '@henesys/contracts';
import { PickType } from '@nestjs/swagger';
import { RankingsQueryDto } from './rankings-query.dto';

/** GET /api/rankings/guilds: paged like the character rankings (page, limit, cache buster), with their messages. */
export class GuildRankingsQueryDto
  extends PickType(RankingsQueryDto, ['page', 'limit', '_t'] as const)
  implements GuildRankingsQuery, RpcRequest<'rankings.guilds'> {}
