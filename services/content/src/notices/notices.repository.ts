import { Injectable } from '@nestjs/common';
import { NoticeRecord } from '@henesys/contracts';
import { DataSource } from 'typeorm';
import { ContentRepository, ContentValues } from '../content/content-repository';

/** One row of content.notices: a banner in plain text, as admins see it but for its date. */
export type Notice = Omit<NoticeRecord, 'publishedAt'> & { publishedAt: Date };

export type NoticeValues = ContentValues<Notice>;

@Injectable()
export class NoticesRepository extends ContentRepository<Notice, NoticeValues> {
  constructor(dataSource: DataSource) {
    super(dataSource, {
      table: 'content.notices',
      columns: {
        slug: 'slug',
        title: 'title',
        content: 'content',
        severity: 'severity',
        estimatedDuration: 'estimated_duration',
        active: 'active',
        publishedAt: 'published_at',
      },
      shown: { where: 'active', params: [] },
    });
  }
}
