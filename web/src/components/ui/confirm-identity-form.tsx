import { useState, type FormEvent, type ReactNode } from 'react';
import type { IdentityProof } from '@henesys/contracts';
import { checkIdentityProof, EMPTY_PROOF, identityProof, type IdentityProofErrors } from '../../lib/identity-proof';
import { IdentityProofFields } from './identity-proof-fields';
import './confirm-identity-form.css';

interface ConfirmIdentityFormProps {
  idPrefix: string;
  askCode: boolean;
  /** Says what is about to happen. */
  children: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (proof: IdentityProof) => void;
  onCancel: () => void;
}

/**
 * A sensitive change asked for inline, where its button was: the password (and code) first, then the
 * change, or Cancel. Remount it (a new key) to clear it after a refusal.
 */
export function ConfirmIdentityForm({
  idPrefix,
  askCode,
  children,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onCancel,
}: ConfirmIdentityFormProps) {
  const [entry, setEntry] = useState(EMPTY_PROOF);
  const [errors, setErrors] = useState<IdentityProofErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkIdentityProof(entry, askCode);
    setErrors(found);
    if (Object.keys(found).length === 0 && !busy) onSubmit(identityProof(entry, askCode));
  }

  return (
    <form className="confirm-identity" onSubmit={submit} noValidate aria-label={submitLabel}>
      <div className="confirm-identity__intro">{children}</div>
      <IdentityProofFields
        idPrefix={idPrefix}
        askCode={askCode}
        value={entry}
        onChange={setEntry}
        errors={errors}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form appears on the user's click (turning a setting off): focus goes to what it asks.
        autoFocus
      />
      <div className="button-row">
        <button className="button button--danger" type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? busyLabel : submitLabel}
        </button>
        <button className="button button--secondary" type="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
