import { useEffect, useRef, useState } from 'react';
import { InlineConfirm } from './inline-confirm';

interface ConfirmButtonProps {
  /** The button's text ('Delete'). */
  label: string;
  /** Added for screen readers after the label: 'Delete' + ' Maple Leaf Hunt'. */
  subject?: string;
  question: string;
  /** The going-ahead answer; 'Yes, {label}' by default. */
  confirmLabel?: string;
  /** Classes of the button, and of the going-ahead answer unless confirmClassName says otherwise. */
  className?: string;
  confirmClassName?: string;
  cancelClassName?: string;
  disabled?: boolean;
  onConfirm: () => void;
}

/** A button that asks first, in place: 'Delete' → 'Delete "X"? Yes, delete / Cancel'; focus comes back to it after Cancel. */
export function ConfirmButton({
  label,
  subject,
  question,
  confirmLabel,
  className = 'button button--danger',
  confirmClassName,
  cancelClassName,
  disabled,
  onConfirm,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);

  useEffect(() => {
    if (!asking && cancelled.current) triggerRef.current?.focus();
    cancelled.current = false;
  }, [asking]);

  if (asking) {
    return (
      <InlineConfirm
        question={question}
        confirmLabel={confirmLabel ?? `Yes, ${label.toLowerCase()}`}
        confirmClassName={confirmClassName ?? className}
        cancelClassName={cancelClassName}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
        onCancel={() => {
          cancelled.current = true;
          setAsking(false);
        }}
      />
    );
  }
  return (
    <button ref={triggerRef} type="button" className={className} disabled={disabled} onClick={() => setAsking(true)}>
      {label}
      {subject ? <span className="visually-hidden"> {subject}</span> : null}
    </button>
  );
}
