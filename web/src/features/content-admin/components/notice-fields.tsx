import { Input } from '../../../components/ui/input';
import type { NoticeForm } from '../lib/notice-form';
import type { FieldsProps } from './content-kind';
import { SelectField, TextAreaField } from './form-fields';
import { TitleField } from './title-field';

const SEVERITY_OPTIONS = [
  ['info', 'Info'],
  ['warning', 'Warning'],
  ['critical', 'Critical'],
] as const;

/** A notice banner's fields (plain text). */
export function NoticeFields({ form, errors, set }: FieldsProps<NoticeForm>) {
  return (
    <>
      <div className="editor__fields">
        <TitleField
          id="notice-title"
          value={form.title}
          error={errors.title}
          onChange={(title) => set('title', title)}
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
    </>
  );
}
