import { useEffect, useState } from 'react';
import './copy-button.css';
import { COPY_TOAST_MS } from '../../config/ui-timings';

const COPY_MESSAGES = { copied: 'Copied!', copyFailed: 'Failed to copy to clipboard' } as const;

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `text`; 'Copied!' (or the failure) shows next to the button for 2 s (SPEC §9) and is announced. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const id = window.setTimeout(() => setState('idle'), COPY_TOAST_MS);
    return () => window.clearTimeout(id);
  }, [state]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="copy">
      <button type="button" className="button button--secondary copy__button" onClick={() => void copy()}>
        {label}
      </button>
      <span className={`copy__toast copy__toast--${state}`} role="status" aria-live="polite">
        {state === 'copied' ? COPY_MESSAGES.copied : state === 'failed' ? COPY_MESSAGES.copyFailed : ''}
      </span>
    </span>
  );
}
