import { Controller, Get, Header } from '@nestjs/common';
import type { DownloadsResponse } from '@henesys/contracts';
import { Public } from '../auth/access.decorators';
import { GatewayEnv } from '../config/gateway-env';
import { clientDownloadOf } from './client-download';

/** GET /api/downloads: what the download page offers, from the CLIENT_DOWNLOAD_* settings (no web rebuild to change it). */
@Controller('downloads')
@Public()
export class DownloadsController {
  private readonly answer: DownloadsResponse;

  constructor(env: GatewayEnv) {
    this.answer = { client: clientDownloadOf(env) };
  }

  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  downloads(): DownloadsResponse {
    return this.answer;
  }
}
