import { Controller, Get } from '@nestjs/common';
import { CONTENT_VERSION_KEY, NewsResponse, PATTERNS } from '@henesys/contracts';
import { PublicCache } from '../public-cache/public-cache.decorator';
import { Public } from '../auth/access.decorators';
import { RpcClient } from '../rpc/rpc-client';

@Controller('news')
export class NewsController {
  constructor(private readonly rpc: RpcClient) {}

  /** SPEC §7: the web adds a cache-busting query parameter; the content service's cache ignores it. */
  @Get()
  @Public()
  @PublicCache({ seconds: 60, versionKey: CONTENT_VERSION_KEY })
  get(): Promise<NewsResponse> {
    return this.rpc.send(PATTERNS.contentNews, {});
  }
}
