import { useRef, useState, type ReactNode } from 'react';
import type { Coin } from '@henesys/contracts';
import { usePendingCount } from '../api/get-pending-count';
import type { SubmitDonationAnswer } from '../api/submit-donation';
import { emptyDraft, type DonationDraft } from '../lib/donation-form';
import { pendingLimit } from '../lib/pending-limit';
import { DonationForm } from './donation-form';
import { DonationResult } from './donation-result';
import { FounderPacks } from './founder-packs';
import { NxOptions } from './nx-options';
import { PaymentGuide } from './payment-guide';
import { PendingBanner } from './pending-banner';
import './donate.css';

interface Props {
  /** Shows what to pay after a crypto submit (the route passes the crypto payment panel of features/donations). */
  renderCryptoPayment: (donationId: number, coin: Coin) => ReactNode;
}

/**
 * The /donate page (SPEC §2): pending-donation banner, Founder Packs, prepaid NX, the payment guide
 * and the payment form; after a submit, the result with the crypto payment details.
 */
export function DonatePage({ renderCryptoPayment }: Props) {
  const pending = usePendingCount();
  const limit = pendingLimit(pending.data);
  const blocked = limit.level === 'blocked';
  const [draft, setDraft] = useState<DonationDraft>(emptyDraft);
  const [result, setResult] = useState<SubmitDonationAnswer | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const change = (changes: Partial<DonationDraft>) => setDraft((current) => ({ ...current, ...changes }));

  /** Picking a package (also after a submit: that starts the next donation) and going to the form. */
  function choose(packageId: string) {
    setResult(null);
    change({ packageId });
    // The form is below the catalogue: take the player (and the keyboard focus) there.
    window.requestAnimationFrame(() => {
      summaryRef.current?.focus({ preventScroll: true });
      summaryRef.current?.closest('form')?.scrollIntoView({ block: 'start' });
    });
  }

  return (
    <div className="page donate">
      <PendingBanner limit={limit} />
      <FounderPacks selectedId={result ? null : draft.packageId} blocked={blocked} onChoose={choose} />
      <NxOptions
        selectedId={result ? null : draft.packageId}
        payWith={draft.payWith}
        blocked={blocked}
        onChoose={choose}
      />
      <div className="donate__checkout">
        <PaymentGuide method={draft.payWith} />
        {result ? (
          <DonationResult
            answer={result}
            renderCryptoPayment={renderCryptoPayment}
            onAnother={() => {
              setResult(null);
              setDraft(emptyDraft);
            }}
          />
        ) : (
          <DonationForm
            draft={draft}
            onChange={change}
            blocked={blocked}
            summaryRef={summaryRef}
            onSubmitted={setResult}
          />
        )}
      </div>
    </div>
  );
}
