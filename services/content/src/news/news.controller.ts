import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { NewsResponse, PATTERNS } from '@henesys/contracts';
import { NewsService } from './news.service';

@Controller()
export class NewsController {
  constructor(private readonly news: NewsService) {}

  @MessagePattern(PATTERNS.contentNews)
  get(): Promise<NewsResponse> {
    return this.news.get();
  }
}
