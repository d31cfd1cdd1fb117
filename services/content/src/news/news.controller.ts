import { Controller } from '@nestjs/common';
import { NewsResponse, PATTERNS } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { NewsService } from './news.service';

@Controller()
export class NewsController {
  constructor(private readonly news: NewsService) {}

  @RpcHandler(PATTERNS.contentNews)
  get(): Promise<NewsResponse> {
    return this.news.get();
  }
}
