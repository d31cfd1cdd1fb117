import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { serverMessage } from '../../../lib/error-message';
import { useSubmitTransactionCode } from '../api/submit-transaction-code';
import { codeFieldLabel } from '../lib/donation-display';
import { alertText, DONATIONS_MESSAGES } from '../lib/messages';
import { checkTransactionCode } from '../lib/transaction-code';
import { Button } from '../../../components/ui/button';

interface Props {
  donationId: number;
  paymentMethod: string;
  onSubmitted: (message: string) => void;
}

/** The transaction id (crypto) or gift card code of a pending donation, checked before it is sent. */
export function TransactionCodeForm({ donationId, paymentMethod, onSubmitted }: Props) {
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = useSubmitTransactionCode(donationId, (answer) => onSubmitted(answer.message));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkTransactionCode(paymentMethod, code);
    setFieldError(problem);
    if (problem) {
      document.getElementById(inputId)?.focus();
      return;
    }
    submit.mutate(code);
  }

  return (
    <form
      className="donation__code-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={`Transaction code for donation #${donationId}`}
    >
      <div className="form__field donation__code-field">
        <label htmlFor={inputId}>{codeFieldLabel(paymentMethod)}</label>
        <input
          id={inputId}
          value={code}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setCode(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        {fieldError ? <FieldError id={errorId}>{fieldError}</FieldError> : null}
      </div>
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit code'}
      </Button>
      {submit.isError ? (
        <p className="donation__alert" role="alert">
          {alertText(DONATIONS_MESSAGES.codeFailed, serverMessage(submit.error))}
        </p>
      ) : null}
    </form>
  );
}
