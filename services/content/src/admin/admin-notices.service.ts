import { Injectable } from '@nestjs/common';
import { NoticeInput, NoticeRecord } from '@henesys/contracts';
import { Notice, NoticesRepository, NoticeValues } from '../notices/notices.repository';
import { NewsService } from '../news/news.service';
import { AdminContentService } from './admin-content.service';
import { ContentAudit } from './content-audit';
import { NOTICE_KIND } from './notice-kind';

/** Notice banners as admins edit them: the shared content editing, nothing of their own. */
@Injectable()
export class AdminNoticesService extends AdminContentService<Notice, NoticeValues, NoticeInput, NoticeRecord> {
  constructor(notices: NoticesRepository, audit: ContentAudit, news: NewsService) {
    super(NOTICE_KIND, notices, audit, news);
  }
}
