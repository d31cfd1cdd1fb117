import { Controller, Get, Header, Query } from '@nestjs/common';
import { AvatarTemplates, PATTERNS, RANKINGS_VERSION_KEY, RankingsResponse } from '@henesys/contracts';
import { RankingsQueryDto } from '@henesys/dto';
import { Public } from '../auth/access.decorators';
import { PublicCache } from '../public-cache/public-cache.decorator';
import { RpcClient } from '../rpc/rpc-client';

/** SPEC §7 GET /rankings: Level and Fame rankings, public. */
@Controller('rankings')
@Public()
export class RankingsController {
  constructor(private readonly rpc: RpcClient) {}

  /** The cache buster `_t` is accepted and not forwarded, so it cannot defeat any cache behind it. */
  @Get()
  @PublicCache({ seconds: 5, versionKey: RANKINGS_VERSION_KEY })
  list(@Query() { _t: _cacheBuster, ...query }: RankingsQueryDto): Promise<RankingsResponse> {
    return this.rpc.send(PATTERNS.rankingsList, query);
  }

  /** The avatar image services the web tries in turn (RankingsEnv AVATAR_URL_TEMPLATE_1..3). */
  @Get('avatar-templates')
  @PublicCache({ seconds: 60 })
  @Header('Cache-Control', 'public, max-age=300')
  avatarTemplates(): Promise<AvatarTemplates> {
    return this.rpc.send(PATTERNS.rankingsAvatarTemplates, {});
  }
}
