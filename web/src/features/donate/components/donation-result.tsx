import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { coinOf, type Coin } from '@henesys/contracts';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format';
import type { SubmitDonationAnswer } from '../api/submit-donation';
import { GiftCardStoreLine } from './gift-card-store';
import { Button } from '../../../components/ui/button';

interface Props {
  answer: SubmitDonationAnswer;
  /** The crypto payment panel (features/donations, composed by the route). */
  renderCryptoPayment: (donationId: number, coin: Coin) => ReactNode;
  onAnother: () => void;
}

/**
 * The success state (SPEC §4 'Donate flow'): the server's message, the payment details for a crypto
 * donation, then the next step: the transaction id or the gift card code goes in on the dashboard.
 */
export function DonationResult({ answer, renderCryptoPayment, onAnother }: Props) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { donation } = answer;
  const coin = coinOf(donation.payment_method);

  useEffect(() => titleRef.current?.focus(), []);

  return (
    <section className="card donate-result" aria-labelledby="donate-result-title">
      <h2 id="donate-result-title" ref={titleRef} tabIndex={-1}>
        {answer.message}
      </h2>
      <p className="donate-result__summary">
        {donation.package_name} · {formatUsd(donation.amount)}
        {donation.character_name ? ` · for ${donation.character_name}` : ''} · request #{donation.id}
      </p>
      {coin ? renderCryptoPayment(donation.id, coin) : null}
      <div className="donate-result__next">
        <h3>Next step</h3>
        {coin ? (
          <p>
            Once you have sent the payment, submit its transaction ID on{' '}
            <Link to={paths.dashboard}>your dashboard</Link>, under Donations. The payment details stay there too, under
            Show crypto details.
          </p>
        ) : (
          <>
            <p>
              Buy a gift card worth {formatUsd(donation.amount)}, then submit its code on{' '}
              <Link to={paths.dashboard}>your dashboard</Link>, under Donations.
            </p>
            <GiftCardStoreLine />
          </>
        )}
      </div>
      <div className="button-row">
        <Link className="button button--primary" to={paths.dashboard}>
          Go to the dashboard
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          Make another donation
        </Button>
      </div>
    </section>
  );
}
