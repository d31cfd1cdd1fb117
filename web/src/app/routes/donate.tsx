import { DonatePage } from '../../features/donate/components/donate-page';
import { DONATE_MESSAGES } from '../../features/donate/lib/messages';
import { CryptoPaymentPanel } from '../../features/donations/components/crypto-payment-panel';

/**
 * SPEC §2 '/donate' (login). Features do not import each other: the route hands the Donate page the
 * crypto payment panel of the player's donations, with the Donate page's failure message (SPEC §8).
 */
export default function DonateRoute() {
  return (
    <DonatePage
      renderCryptoPayment={(donationId, coin) => (
        <CryptoPaymentPanel
          donationId={donationId}
          coin={coin}
          failureMessage={DONATE_MESSAGES.paymentDetailsFailed}
          headingLevel="h3"
        />
      )}
    />
  );
}
