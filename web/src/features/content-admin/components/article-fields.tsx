import { ARTICLE_STATUSES } from '@henesys/contracts';
import { Input } from '../../../components/ui/input';
import type { ArticleForm } from '../lib/article-form';
import { STATUS_LABEL } from '../lib/status-actions';
import type { FieldsProps } from './content-kind';
import { SelectField, TextAreaField } from './form-fields';
import { TitleField } from './title-field';
import { MarkdownPreview } from './markdown-preview';

const CATEGORY_OPTIONS = [
  ['news', 'News'],
  ['update', 'Update'],
  ['event', 'Event'],
] as const;
const STATUS_OPTIONS = ARTICLE_STATUSES.map((status) => [status, STATUS_LABEL[status]] as const);

/** An article's fields on one side, the Markdown and its live preview below. */
export function ArticleFields({ form, errors, set, editing }: FieldsProps<ArticleForm>) {
  return (
    <>
      <div className="editor__fields">
        <TitleField
          id="article-title-input"
          value={form.title}
          error={errors.title}
          onChange={(title) => set('title', title)}
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
          hint={editing ? undefined : 'Empty: now.'}
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
    </>
  );
}
