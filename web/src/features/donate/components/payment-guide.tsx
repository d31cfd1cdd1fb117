import { Link } from 'react-router-dom';
import { COIN_SYMBOLS, COINS, GIFT_CARD_NX_BONUS } from '@henesys/contracts';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import type { PayWith } from '../lib/donation-form';
import { DONATE_MESSAGES } from '../lib/messages';
import { GiftCardStoreLine } from './gift-card-store';

const coinList = COIN_SYMBOLS.map((coin) => `${COINS[coin].name} (${coin})`).join(', ');
const dashboardLink = (
  <Link to={paths.dashboard} className="donate-guide__link">
    your dashboard
  </Link>
);

const GUIDE: ReadonlyArray<TabItem & { id: PayWith }> = [
  {
    id: 'crypto',
    label: 'Cryptocurrency',
    content: (
      <ol className="steps">
        <li>Choose a Founder Pack or an NX option, pick Cryptocurrency and your coin. We take {coinList}.</li>
        <li>Submit the form: this page then shows the exact amount, our wallet address and a QR code.</li>
        <li>Send exactly that amount to that address. Network fees are on top: the amount that arrives must match.</li>
        <li>Copy the transaction ID (hash) from your wallet and submit it on {dashboardLink}, under Donations.</li>
        <li>
          Staff check the payment on the chain and deliver: Founder Pack items to your character, NX to your account.
        </li>
      </ol>
    ),
  },
  {
    id: 'gift-card',
    label: 'Gift card',
    content: (
      <>
        <ol className="steps">
          <li>Choose a Founder Pack or an NX option, pick Gift card and submit the form.</li>
          <li>
            Buy a gift card worth the package's price.
            <GiftCardStoreLine />
          </li>
          <li>Submit the card's code on {dashboardLink}, under Donations.</li>
          <li>
            Staff redeem the code and deliver. NX bought by gift card comes with {Math.round(GIFT_CARD_NX_BONUS * 100)}%
            more NX.
          </li>
        </ol>
        <p className="donate-guide__warning">{DONATE_MESSAGES.giftCardNoRefunds}</p>
      </>
    ),
  },
];

/**
 * SPEC §2 'Donate' guide tabs: how each payment method works, step by step. The tab follows the
 * method chosen in the form (a new choice opens its guide); the other tab stays a click away.
 */
export function PaymentGuide({ method }: { method: PayWith }) {
  return (
    <section className="card donate-guide" aria-labelledby="donate-guide-title">
      <h2 id="donate-guide-title">How to pay</h2>
      <Tabs key={method} items={GUIDE} initialId={method} label="Payment guides" />
    </section>
  );
}
