import { Module } from '@nestjs/common';
import { DownloadsController } from './downloads.controller';

/** Route of the download page: /api/downloads. */
@Module({ controllers: [DownloadsController] })
export class DownloadsModule {}
