import { paymentMethodView } from '../lib/payment-method';

/** 'BTC' in Bitcoin's colour, 'Gift card' for a paypal donation. */
export function PaymentMethodBadge({ method }: { method: string }) {
  const view = paymentMethodView(method);
  return (
    <span
      className={`dm-coin${view.coin ? ` dm-coin--${view.coin.toLowerCase()}` : ' dm-coin--card'}`}
      title={view.description}
    >
      <span className="dm-coin__dot" aria-hidden="true" />
      {view.label}
    </span>
  );
}
