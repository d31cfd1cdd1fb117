import { COINS, type Coin, type CryptoPayment } from '@henesys/contracts';
import { Loading } from '../../../components/ui/loading';
import { serverMessage } from '../../../lib/error-message';
import { useCryptoPayment } from '../api/get-crypto-payment';
import { formatUsd } from '../../../lib/format';
import { walletAmount } from '../lib/donation-display';
import { alertText, DONATIONS_MESSAGES } from '../lib/messages';
import { CopyButton } from '../../../components/ui/copy-button';
import './donations.css';
import { Button } from '../../../components/ui/button';

interface Props {
  donationId: number;
  coin: Coin;
  /** The alert when the details cannot be fetched (SPEC §8 words differ between the Donate page and the dashboard). */
  failureMessage: string;
  /** Whether the server's reason is added to that alert. */
  withServerReason?: boolean;
  /** Heading level of the panel's title within its page. */
  headingLevel?: 'h2' | 'h3';
}

/** What to send where for a crypto donation: fetched from the server, with a Retry when that fails. */
export function CryptoPaymentPanel({
  donationId,
  coin,
  failureMessage,
  withServerReason = false,
  headingLevel = 'h3',
}: Props) {
  const payment = useCryptoPayment(donationId, coin);

  if (payment.isPending) return <Loading label="Fetching payment details..." />;
  if (payment.isError) {
    return (
      <div className="crypto-payment crypto-payment--failed">
        <p className="crypto-payment__error" role="alert">
          {withServerReason ? alertText(failureMessage, serverMessage(payment.error)) : failureMessage}
        </p>
        <Button variant="secondary" onClick={() => void payment.refetch()} disabled={payment.isFetching}>
          {payment.isFetching ? 'Retrying...' : 'Try again'}
        </Button>
      </div>
    );
  }
  return <CryptoPaymentDetails payment={payment.data} headingLevel={headingLevel} />;
}

function CryptoPaymentDetails({ payment, headingLevel }: { payment: CryptoPayment; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const coin = payment.crypto_currency;
  const name = COINS[coin]?.name ?? coin;
  return (
    <div className="crypto-payment">
      <Heading className="crypto-payment__title">Pay with {name}</Heading>
      <div className="crypto-payment__body">
        <img
          className="crypto-payment__qr"
          src={payment.qr_code}
          width={180}
          height={180}
          alt={`QR code: send ${payment.crypto_formatted} to ${payment.wallet_address}`}
        />
        <dl className="crypto-payment__facts">
          <div className="crypto-payment__fact">
            <dt>Amount</dt>
            <dd>
              <span className="crypto-payment__amount">{payment.crypto_formatted}</span>{' '}
              <span className="meta">({formatUsd(payment.expected_amount_usd)})</span>
              <CopyButton text={walletAmount(payment.expected_amount_crypto, coin)} label="Copy amount" />
            </dd>
          </div>
          <div className="crypto-payment__fact">
            <dt>Wallet address</dt>
            <dd>
              <code className="crypto-payment__address">{payment.wallet_address}</code>
              <CopyButton text={payment.wallet_address} label="Copy address" />
            </dd>
          </div>
          <div className="crypto-payment__fact">
            <dt>Exchange rate</dt>
            <dd>{payment.exchange_rate_formatted}</dd>
          </div>
        </dl>
      </div>
      {payment.rate_source === 'fallback' ? (
        <p className="crypto-payment__note">{DONATIONS_MESSAGES.fallbackRate}</p>
      ) : null}
    </div>
  );
}
