import { Controller, Get } from '@nestjs/common';
import { NewsResponse, PATTERNS } from '@henesys/contracts';
import { Public } from '../auth/access.decorators';
import { RpcClient } from '../rpc/rpc-client';

@Controller('news')
export class NewsController {
  constructor(private readonly rpc: RpcClient) {}

  /** SPEC §7: the web adds a cache-busting query parameter; the content service's cache ignores it. */
  @Get()
  @Public()
  get(): Promise<NewsResponse> {
    return this.rpc.send(PATTERNS.contentNews, {});
  }
}
