import type { NoticeRecord } from '@henesys/contracts';
import { EMPTY_NOTICE_FORM, noticeFormOf, toggledNotice, toNoticeInput } from './notice-form';

const record: NoticeRecord = {
  id: 3,
  slug: 'weekly-maintenance',
  title: 'Weekly maintenance',
  content: 'Offline on Thursday.',
  severity: 'warning',
  estimatedDuration: '30 minutes',
  active: true,
  publishedAt: '2026-05-01T10:00:00.000Z',
};

describe('toNoticeInput', () => {
  it('trims and sends an empty duration as null', () => {
    expect(
      toNoticeInput({
        ...EMPTY_NOTICE_FORM,
        title: ' Login issues ',
        content: ' We are on it. ',
        severity: 'critical',
        estimatedDuration: '  ',
      }),
    ).toEqual({
      input: {
        title: 'Login issues',
        content: 'We are on it.',
        severity: 'critical',
        estimatedDuration: null,
        active: true,
      },
    });
  });

  it('requires a title and a message', () => {
    expect(toNoticeInput(EMPTY_NOTICE_FORM)).toEqual({
      errors: { title: 'Title is required', content: 'Message is required' },
    });
  });

  it('round-trips a record', () => {
    expect(toNoticeInput(noticeFormOf(record))).toEqual({
      input: {
        title: 'Weekly maintenance',
        content: 'Offline on Thursday.',
        severity: 'warning',
        estimatedDuration: '30 minutes',
        active: true,
      },
    });
  });
});

describe('toggledNotice', () => {
  it('sends the whole notice with active switched', () => {
    expect(toggledNotice(record)).toEqual({
      title: record.title,
      content: record.content,
      severity: 'warning',
      estimatedDuration: '30 minutes',
      active: false,
    });
    expect(toggledNotice({ ...record, active: false }).active).toBe(true);
  });
});
