import { useEffect, useId, useState } from 'react';
import { coinOf, type DonationView } from '@henesys/contracts';
import { formatDateTime, formatUsd } from '../../../lib/format';
import { methodBadge } from '../lib/donation-display';
import { DONATIONS_MESSAGES } from '../lib/messages';
import { CancelDonationButton } from './cancel-donation-button';
import { CryptoPaymentPanel } from './crypto-payment-panel';
import { TransactionCodeForm } from './transaction-code-form';
import { CODE_SUBMITTED_BADGE_MS } from '../../../config/ui-timings';
import { Button } from '../../../components/ui/button';
import { donationStatusLabel } from '../../../lib/status-labels';

interface Props {
  donation: DonationView;
  /** A success to announce for the whole list (the server's message). */
  onAnnounce: (message: string) => void;
}

/**
 * One donation request. Only a pending one has actions (SPEC §4): its code (when none yet), its crypto
 * details (crypto only) and cancel. A pending one with a code carries 'Code Submitted'; right after the
 * player sends it, that badge is highlighted for 3 s (SPEC §9), then stays as the plain badge.
 */
export function DonationItem({ donation, onAnnounce }: Props) {
  const detailsId = useId();
  const [showCrypto, setShowCrypto] = useState(false);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const [codeSent, setCodeSent] = useState(false);

  useEffect(() => {
    if (!justSubmitted) return undefined;
    const id = window.setTimeout(() => setJustSubmitted(false), CODE_SUBMITTED_BADGE_MS);
    return () => window.clearTimeout(id);
  }, [justSubmitted]);

  const method = methodBadge(donation.payment_method);
  const coin = coinOf(donation.payment_method);
  const pending = donation.status === 'pending';
  const hasCode = Boolean(donation.transaction_code) || codeSent;

  return (
    <li className={`donation donation--${donation.status}`}>
      <div className="donation__head">
        <h3 className="donation__name">{donation.package_name}</h3>
        <span className={`donation__status donation__status--${donation.status}`}>
          <span className="visually-hidden">Status: </span>
          {donationStatusLabel(donation.status)}
        </span>
      </div>
      <dl className="donation__facts">
        <div>
          <dt>Amount</dt>
          <dd>{formatUsd(donation.amount)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            <span
              className={method.kind === 'coin' ? `coin coin--${method.coin.toLowerCase()}` : 'coin coin--gift-card'}
              title={method.title}
            >
              {method.label}
            </span>
          </dd>
        </div>
        {donation.character_name ? (
          <div>
            <dt>Character</dt>
            <dd>{donation.character_name}</dd>
          </div>
        ) : null}
        <div>
          <dt>Requested</dt>
          <dd>
            <time dateTime={donation.created_at}>{formatDateTime(donation.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Request</dt>
          <dd>#{donation.id}</dd>
        </div>
      </dl>
      {donation.transaction_code ? (
        <p className="donation__code">
          <span className="donation__code-label">Transaction code:</span> <code>{donation.transaction_code}</code>
        </p>
      ) : null}
      {pending && hasCode ? (
        <p className={`donation__code-badge${justSubmitted ? ' donation__code-badge--fresh' : ''}`}>
          <span aria-hidden="true">✓ </span>
          {DONATIONS_MESSAGES.codeSubmitted}
        </p>
      ) : null}
      {pending ? (
        <div className="donation__actions">
          {!hasCode ? (
            <TransactionCodeForm
              donationId={donation.id}
              paymentMethod={donation.payment_method}
              onSubmitted={(message) => {
                setCodeSent(true);
                setJustSubmitted(true);
                onAnnounce(message);
              }}
            />
          ) : null}
          <div className="button-row donation__buttons">
            {coin ? (
              <Button
                variant="secondary"
                aria-expanded={showCrypto}
                aria-controls={detailsId}
                onClick={() => setShowCrypto((shown) => !shown)}
              >
                {showCrypto ? 'Hide crypto details' : 'Show crypto details'}
              </Button>
            ) : null}
            <CancelDonationButton donationId={donation.id} onCancelled={onAnnounce} />
          </div>
          {coin ? (
            <div id={detailsId} className="donation__crypto" hidden={!showCrypto}>
              {showCrypto ? (
                <CryptoPaymentPanel
                  donationId={donation.id}
                  coin={coin}
                  failureMessage={DONATIONS_MESSAGES.cryptoDetailsFailed}
                  withServerReason
                />
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
