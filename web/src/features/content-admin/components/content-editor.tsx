import type { ContentKindPath, RecordOf } from '../api/content-items';
import { useCreateContent, useUpdateContent } from '../api/content-items';
import { useEditorForm } from '../hooks/use-editor-form';
import { failureText } from '../lib/failure';
import type { ContentKind } from './content-kind';
import type { Report } from './feedback';
import { EditorButtons } from './form-fields';

/** Create or edit one item of a kind: its own fields, then Save and Cancel. */
export function ContentEditor<K extends ContentKindPath, TForm>({
  kind,
  record,
  onClose,
  report,
}: {
  kind: ContentKind<K, TForm>;
  record: RecordOf<K> | null;
  onClose: () => void;
  report: Report;
}) {
  const create = useCreateContent(kind.path);
  const update = useUpdateContent(kind.path);
  const pending = create.isPending || update.isPending;
  const { form, errors, set, submit } = useEditorForm({
    initial: () => (record ? kind.formOf(record) : kind.emptyForm),
    validate: kind.validate,
    save: (input) => (record ? update.mutateAsync({ id: record.id, input }) : create.mutateAsync(input)),
    onSaved: (saved: RecordOf<K>) => {
      report('success', kind.savedText(saved, !record));
      onClose();
    },
    onFailed: (error) => report('error', failureText(error, `Failed to save the ${kind.noun}`)),
  });
  const headingId = `${kind.noun}-editor-title`;

  return (
    <form className="editor card" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className="editor__title">
        {record ? kind.editHeading(record) : kind.newLabel}
      </h3>
      <kind.Fields form={form} errors={errors} set={set} editing={record !== null} />
      <EditorButtons pending={pending} label={record ? 'Save changes' : kind.createLabel} onCancel={onClose} />
    </form>
  );
}
