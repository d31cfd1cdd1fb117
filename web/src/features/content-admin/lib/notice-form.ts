import type { NoticeInput, NoticeRecord, NoticeSeverity } from '@henesys/contracts';

export interface NoticeForm {
  title: string;
  content: string;
  severity: NoticeSeverity;
  estimatedDuration: string;
  active: boolean;
}

export type NoticeFormErrors = Partial<Record<keyof NoticeForm, string>>;

export const EMPTY_NOTICE_FORM: NoticeForm = {
  title: '',
  content: '',
  severity: 'info',
  estimatedDuration: '',
  active: true,
};

export function noticeFormOf(record: NoticeRecord): NoticeForm {
  return {
    title: record.title,
    content: record.content,
    severity: record.severity,
    estimatedDuration: record.estimatedDuration ?? '',
    active: record.active,
  };
}

/** The body of POST/PUT /api/admin/content/notices, or the fields' errors; an empty duration is null. */
export function toNoticeInput(form: NoticeForm): { input: NoticeInput } | { errors: NoticeFormErrors } {
  const errors: NoticeFormErrors = {};
  const title = form.title.trim();
  const content = form.content.trim();
  if (!title) errors.title = 'Title is required';
  if (!content) errors.content = 'Message is required';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      title,
      content,
      severity: form.severity,
      estimatedDuration: form.estimatedDuration.trim() || null,
      active: form.active,
    },
  };
}

/** Hiding or showing a notice sends the whole notice again with `active` switched. */
export function toggledNotice(record: NoticeRecord): NoticeInput {
  return {
    title: record.title,
    content: record.content,
    severity: record.severity,
    estimatedDuration: record.estimatedDuration,
    active: !record.active,
  };
}
