import { useEffect, useRef, useState } from 'react';

interface Props {
  /** Visible label ('Delete'); `subject` is added for screen readers ('Delete Maple Leaf Hunt'). */
  label: string;
  subject: string;
  question: string;
  disabled?: boolean;
  onConfirm: () => void;
}

/** A destructive button that asks first, in place: 'Delete' → 'Delete "X"? Yes, delete / Cancel'. */
export function ConfirmButton({ label, subject, question, disabled, onConfirm }: Props) {
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (wasAsking.current) triggerRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button ref={triggerRef} type="button" className="button button--small button--danger" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
        <span className="visually-hidden"> {subject}</span>
      </button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label={question}>
      <span className="confirm__question">{question}</span>
      <button
        type="button"
        className="button button--small button--danger"
        onClick={() => {
          wasAsking.current = false;
          setAsking(false);
          onConfirm();
        }}
      >
        Yes, {label.toLowerCase()}
      </button>
      <button ref={cancelRef} type="button" className="button button--small button--secondary" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}
