import type { NxCouponAnswer } from '@henesys/contracts';
import { CopyButton } from '../../../components/ui/copy-button';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { NX_MESSAGES } from '../lib/nx-messages';

/** The coupon just made: its code with a copy button, what it pays, until when, and how to redeem it. */
export function NxCoupon({ coupon }: { coupon: NxCouponAnswer }) {
  const pays = [
    coupon.credit > 0 ? `${formatNumber(coupon.credit)} NX Cash Credit` : '',
    coupon.prepaid > 0 ? `${formatNumber(coupon.prepaid)} NX Prepaid Cash` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return (
    <div className="nx-coupon" aria-labelledby="nx-coupon-title">
      <h3 id="nx-coupon-title">{NX_MESSAGES.couponTitle}</h3>
      <p className="nx-coupon__code-row">
        <code className="nx-coupon__code" id="nx-coupon-code">
          {coupon.code}
        </code>
        <CopyButton text={coupon.code} label={NX_MESSAGES.copy} />
      </p>
      <p className="meta">
        Pays {pays}. Valid until <span id="nx-coupon-expiry">{formatDateTime(coupon.expiresAt)}</span>.
      </p>
      <p className="nx-coupon__redeem">{NX_MESSAGES.redeem}</p>
    </div>
  );
}
