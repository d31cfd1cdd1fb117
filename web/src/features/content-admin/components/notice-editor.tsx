import type { NoticeInput, NoticeRecord } from '@henesys/contracts';
import { Input } from '../../../components/ui/input';
import { useCreateNotice } from '../api/create-notice';
import { useUpdateNotice } from '../api/update-notice';
import { failureText } from '../lib/failure';
import { useEditorForm } from '../hooks/use-editor-form';
import { EMPTY_NOTICE_FORM, noticeFormOf, toNoticeInput, type NoticeForm } from '../lib/notice-form';
import type { Report } from './feedback';
import { EditorButtons, SelectField, TextAreaField } from './form-fields';

const SEVERITY_OPTIONS = [
  ['info', 'Info'],
  ['warning', 'Warning'],
  ['critical', 'Critical'],
] as const;

/** Create or edit one notice banner (plain text). */
export function NoticeEditor({
  record,
  onClose,
  report,
}: {
  record: NoticeRecord | null;
  onClose: () => void;
  report: Report;
}) {
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const pending = create.isPending || update.isPending;
  const { form, errors, set, submit } = useEditorForm({
    initial: () => (record ? noticeFormOf(record) : EMPTY_NOTICE_FORM),
    validate: toNoticeInput,
    save: (notice: NoticeInput) =>
      record ? update.mutateAsync({ id: record.id, notice }) : create.mutateAsync(notice),
    onSaved: (saved) => {
      report('success', `${record ? 'Saved' : 'Created'} notice "${saved.title}"${saved.active ? '' : ' (hidden)'}`);
      onClose();
    },
    onFailed: (error) => report('error', failureText(error, 'Failed to save the notice')),
  });

  return (
    <form className="editor card" onSubmit={submit} noValidate aria-labelledby="notice-editor-title">
      <h3 id="notice-editor-title" className="editor__title">
        {record ? `Edit notice "${record.title}"` : 'New notice'}
      </h3>
      <div className="editor__fields">
        <Input
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the editor opens on a click on New notice or Edit: focus goes to its first field.
          autoFocus
          id="notice-title"
          label="Title"
          value={form.title}
          error={errors.title}
          maxLength={200}
          onChange={(e) => set('title', e.target.value)}
        />
        <SelectField
          id="notice-severity"
          label="Severity"
          value={form.severity}
          options={SEVERITY_OPTIONS}
          onChange={(e) => set('severity', e.target.value as NoticeForm['severity'])}
        />
        <Input
          id="notice-duration"
          label="Estimated duration (optional)"
          value={form.estimatedDuration}
          maxLength={60}
          placeholder="30 minutes"
          onChange={(e) => set('estimatedDuration', e.target.value)}
        />
      </div>
      <TextAreaField
        id="notice-content"
        label="Message (plain text)"
        rows={3}
        maxLength={2000}
        value={form.content}
        error={errors.content}
        onChange={(e) => set('content', e.target.value)}
      />
      <label className="checkbox">
        <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} /> Show on home
      </label>
      <EditorButtons pending={pending} label={record ? 'Save changes' : 'Create notice'} onCancel={onClose} />
    </form>
  );
}
