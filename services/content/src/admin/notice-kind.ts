import { DomainException, ErrorCode, NoticeInput, NoticeRecord } from '@henesys/contracts';
import { randomBytes } from 'node:crypto';
import { Notice, NoticeValues } from '../notices/notices.repository';
import { ContentKind } from './content-kind';
import { slugify } from './slug';

export function toNoticeRecord(notice: Notice): NoticeRecord {
  return {
    id: notice.id,
    slug: notice.slug,
    title: notice.title,
    content: notice.content,
    severity: notice.severity,
    estimatedDuration: notice.estimatedDuration,
    active: notice.active,
    publishedAt: notice.publishedAt.toISOString(),
  };
}

/** A notice's slug is never shown: its title and a random suffix, a few tries before giving up. */
function* noticeSlugs(title: string): Generator<string> {
  for (let attempt = 0; attempt < 3; attempt += 1)
    yield `${slugify(title).slice(0, 100)}-${randomBytes(3).toString('hex')}`;
}

/** Notice banners: plain text, a severity, shown or hidden. */
export const NOTICE_KIND: ContentKind<Notice, NoticeValues, NoticeInput, NoticeRecord> = {
  entity: 'notice',
  noun: 'Notice',
  toRecord: toNoticeRecord,
  trailFields: (notice) => {
    const { id: _id, ...fields } = toNoticeRecord(notice);
    return fields;
  },
  created: (input) => ({
    title: input.title,
    content: input.content,
    severity: input.severity,
    estimatedDuration: input.estimatedDuration ?? null,
    active: input.active ?? true,
    publishedAt: new Date(),
  }),
  slugs: (input) => noticeSlugs(input.title),
  edited: (existing, input) => ({
    title: input.title,
    content: input.content,
    severity: input.severity,
    estimatedDuration: input.estimatedDuration === undefined ? existing.estimatedDuration : input.estimatedDuration,
    active: input.active ?? existing.active,
  }),
  slugTaken: () => new DomainException(ErrorCode.Conflict, 'A notice with this slug already exists'),
  summary: {
    created: (notice) => `Created ${notice.severity} notice "${notice.title}"`,
    updated: (notice) => `Edited notice "${notice.title}" (${notice.active ? 'shown' : 'hidden'})`,
    deleted: (notice) => `Deleted notice "${notice.title}"`,
  },
};
