import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useMarkdownPreview } from '../api/preview-markdown';
import { failureText } from '../lib/failure';

/** Wait this long after the last keystroke before asking the server for a preview. */
const PREVIEW_DEBOUNCE_MS = 300;

/** The live preview: the server's own rendering of the Markdown, exactly what players will get. */
export function MarkdownPreview({ markdown, id }: { markdown: string; id: string }) {
  const settled = useDebouncedValue(markdown, PREVIEW_DEBOUNCE_MS);
  const preview = useMarkdownPreview(settled);
  const waiting = markdown !== settled || preview.isFetching;

  let body;
  if (!settled.trim()) body = <p className="meta">Nothing to preview yet.</p>;
  else if (preview.isError) body = <p className="form__error">{failureText(preview.error, 'Preview failed')}</p>;
  else if (preview.data === undefined) body = <p className="meta">Rendering preview...</p>;
  // The server sanitises the HTML it renders (the same function serves /api/news), so it goes in as is.
  else body = <div className="prose editor__preview-body" dangerouslySetInnerHTML={{ __html: preview.data }} />;

  return (
    <section id={id} className="editor__preview" aria-label="Preview" aria-busy={waiting}>
      <p className="editor__preview-title">Preview</p>
      {body}
    </section>
  );
}
