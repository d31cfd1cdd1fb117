import { Controller, Get, Header, NotFoundException, Param, PipeTransform, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  AvatarTemplates,
  CHARACTER_MESSAGES,
  GAME_CHARACTER_NAME_MAX,
  CharacterProfile,
  GuildRankingsResponse,
  PATTERNS,
  RANKINGS_VERSION_KEY,
  RankingsResponse,
} from '@henesys/contracts';
import { GuildRankingsQueryDto, RankingsQueryDto } from '@henesys/dto';
import { Public } from '../auth/access.decorators';
import { PublicCache } from '../public-cache/public-cache.decorator';
import { RpcClient } from '../rpc/rpc-client';

/** A path name no character can have (the game stores at most 13 characters) is not found, like an unknown one. */
const characterName: PipeTransform<string, string> = {
  transform(value: string): string {
    if (value.length < 1 || value.length > GAME_CHARACTER_NAME_MAX)
      throw new NotFoundException(CHARACTER_MESSAGES.notFound);
    return value;
  },
};

/** SPEC §7 GET /rankings: Level and Fame rankings, public; the guild rankings and each ranked character's page. */
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

  /** Guilds by guild points, then name; paged like the character rankings. */
  @Get('guilds')
  @PublicCache({ seconds: 5, versionKey: RANKINGS_VERSION_KEY })
  guilds(@Query() { _t: _cacheBuster, ...query }: GuildRankingsQueryDto): Promise<GuildRankingsResponse> {
    return this.rpc.send(PATTERNS.rankingsGuilds, query);
  }

  /**
   * A ranked character's page (/characters/{name}), by name, case-insensitively; 404 for an unknown,
   * GM or banned name. Not in the gateway's public cache (any name would make a key); browsers keep a found one a minute.
   */
  @Get('characters/:name')
  async character(
    @Param('name', characterName) name: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CharacterProfile> {
    const character = await this.rpc.send(PATTERNS.rankingsCharacter, { name });
    response.setHeader('Cache-Control', 'public, max-age=60');
    return character;
  }

  /** The avatar image services the web tries in turn (RankingsEnv AVATAR_URL_TEMPLATE_1..3). */
  @Get('avatar-templates')
  @PublicCache({ seconds: 60 })
  @Header('Cache-Control', 'public, max-age=300')
  avatarTemplates(): Promise<AvatarTemplates> {
    return this.rpc.send(PATTERNS.rankingsAvatarTemplates, {});
  }
}
