import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../lib/error-message';
import { useCancelDonation } from '../api/cancel-donation';
import { alertText, DONATIONS_MESSAGES } from '../lib/messages';
import { Button } from '../../../components/ui/button';

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
          <Button
            variant="danger"
            onClick={() => {
              wasAsking.current = false;
              setAsking(false);
              cancel.mutate();
            }}
          >
            Yes, cancel it
          </Button>
          <Button ref={keepRef} variant="secondary" onClick={() => setAsking(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <Button ref={triggerRef} variant="secondary" onClick={() => setAsking(true)} disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel donation'}
        </Button>
      )}
      {cancel.isError ? (
        <p className="donation__alert" role="alert">
          {alertText(DONATIONS_MESSAGES.cancelFailed, serverMessage(cancel.error))}
        </p>
      ) : null}
    </div>
  );
}
