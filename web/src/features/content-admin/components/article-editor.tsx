import { ARTICLE_STATUSES, type ArticleInput, type ArticleRecord } from '@henesys/contracts';
import { Input } from '../../../components/ui/input';
import { useCreateArticle } from '../api/create-article';
import { useUpdateArticle } from '../api/update-article';
import { useEditorForm } from '../hooks/use-editor-form';
import { articleFormOf, EMPTY_ARTICLE_FORM, toArticleInput, type ArticleForm } from '../lib/article-form';
import { failureText } from '../lib/failure';
import { STATUS_LABEL } from '../lib/status-actions';
import type { Report } from './feedback';
import { EditorButtons, SelectField, TextAreaField } from './form-fields';
import { MarkdownPreview } from './markdown-preview';

const CATEGORY_OPTIONS = [
  ['news', 'News'],
  ['update', 'Update'],
  ['event', 'Event'],
] as const;
const STATUS_OPTIONS = ARTICLE_STATUSES.map((status) => [status, STATUS_LABEL[status]] as const);

/** Create or edit one article: fields on one side, the Markdown and its live preview below. */
export function ArticleEditor({
  record,
  onClose,
  report,
}: {
  record: ArticleRecord | null;
  onClose: () => void;
  report: Report;
}) {
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const pending = create.isPending || update.isPending;
  const { form, errors, set, submit } = useEditorForm({
    initial: () => (record ? articleFormOf(record) : EMPTY_ARTICLE_FORM),
    validate: toArticleInput,
    save: (article: ArticleInput) =>
      record ? update.mutateAsync({ id: record.id, article }) : create.mutateAsync(article),
    onSaved: (saved) => {
      report('success', record ? `Saved "${saved.title}"` : `Created "${saved.title}" (${STATUS_LABEL[saved.status]})`);
      onClose();
    },
    onFailed: (error) => report('error', failureText(error, 'Failed to save the article')),
  });

  return (
    <form className="editor card" onSubmit={submit} noValidate aria-labelledby="article-editor-title">
      <h3 id="article-editor-title" className="editor__title">
        {record ? `Edit "${record.title}"` : 'New article'}
      </h3>
      <div className="editor__fields">
        <Input
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the editor opens on a click on New article or Edit: focus goes to its first field.
          autoFocus
          id="article-title-input"
          label="Title"
          value={form.title}
          error={errors.title}
          maxLength={200}
          onChange={(e) => set('title', e.target.value)}
        />
        <SelectField
          id="article-category"
          label="Category"
          value={form.category}
          options={CATEGORY_OPTIONS}
          onChange={(e) => set('category', e.target.value as ArticleForm['category'])}
        />
        <SelectField
          id="article-status"
          label="Status"
          value={form.status}
          options={STATUS_OPTIONS}
          onChange={(e) => set('status', e.target.value as ArticleForm['status'])}
          hint="Players see Published and Completed articles."
        />
        <Input
          id="article-slug"
          label="Slug (optional)"
          value={form.slug}
          error={errors.slug}
          maxLength={120}
          onChange={(e) => set('slug', e.target.value)}
          hint="Empty: made from the title."
        />
        <Input
          id="article-date"
          label="Date (optional)"
          type="datetime-local"
          value={form.publishedAt}
          error={errors.publishedAt}
          onChange={(e) => set('publishedAt', e.target.value)}
          hint={record ? undefined : 'Empty: now.'}
        />
        {form.category === 'event' ? (
          <Input
            id="article-end"
            label="End date (optional)"
            type="datetime-local"
            value={form.endDate}
            error={errors.endDate}
            onChange={(e) => set('endDate', e.target.value)}
            hint="The home countdown runs to it."
          />
        ) : null}
      </div>
      <div className="editor__content">
        <TextAreaField
          id="article-content"
          label="Content (Markdown)"
          rows={14}
          value={form.content}
          error={errors.content}
          onChange={(e) => set('content', e.target.value)}
          aria-controls="article-preview"
        />
        <MarkdownPreview id="article-preview" markdown={form.content} />
      </div>
      <EditorButtons pending={pending} label={record ? 'Save changes' : 'Create article'} onCancel={onClose} />
    </form>
  );
}
