import { useEffect, useRef } from 'react';
import './inline-confirm.css';

export interface InlineConfirmProps {
  question: string;
  /** The text of the button that goes ahead ('Yes, delete'). */
  confirmLabel: string;
  cancelLabel?: string;
  /** Classes of the button that goes ahead. */
  confirmClassName?: string;
  cancelClassName?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one way the site asks before something that cannot be taken back: the question and two buttons
 * in place, never the browser's confirm(). Focus starts on the harmless answer.
 */
export function InlineConfirm({
  question,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmClassName = 'button button--danger',
  cancelClassName = 'button button--secondary',
  onConfirm,
  onCancel,
}: InlineConfirmProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);

  return (
    <div className="inline-confirm" role="group" aria-label={question}>
      <span className="inline-confirm__question">{question}</span>
      <span className="inline-confirm__buttons">
        <button type="button" className={confirmClassName} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className={cancelClassName} onClick={onCancel}>
          {cancelLabel}
        </button>
      </span>
    </div>
  );
}
