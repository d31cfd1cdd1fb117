import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../lib/error-message';
import { useCancelDonation } from '../api/cancel-donation';
import { alertText, DONATIONS_MESSAGES } from '../lib/messages';

interface Props {
  donationId: number;
  onCancelled: (message: string) => void;
}

/** 'Cancel donation', confirmed in place first ('Cancel this donation? Yes, cancel it / Keep it'). */
export function CancelDonationButton({ donationId, onCancelled }: Props) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelDonation(donationId, (answer) => onCancelled(answer.message));
  const keepRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  // Focus follows the question: to 'Keep it' when it opens, back to the trigger when it closes.
  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (wasAsking.current) triggerRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  return (
    <div className="donation__cancel">
      {asking ? (
        <div className="donation__confirm" role="group" aria-label="Cancel this donation?">
          <span className="donation__confirm-question">Cancel this donation?</span>
          <button
            type="button"
            className="button donation__danger"
            onClick={() => {
              wasAsking.current = false;
              setAsking(false);
              cancel.mutate();
            }}
          >
            Yes, cancel it
          </button>
          <button ref={keepRef} type="button" className="button button--secondary" onClick={() => setAsking(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <button ref={triggerRef} type="button" className="button button--secondary" onClick={() => setAsking(true)} disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel donation'}
        </button>
      )}
      {cancel.isError ? (
        <p className="donation__alert" role="alert">
          {alertText(DONATIONS_MESSAGES.cancelFailed, serverMessage(cancel.error))}
        </p>
      ) : null}
    </div>
  );
}
