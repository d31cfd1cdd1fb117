import type { AccountDetails } from '@henesys/contracts';
import { serverMessage } from '../../../lib/error-message';
import { useCreateNxCoupon } from '../api/create-nx-coupon';
import { formatNumber } from '../../../lib/format';
import { NX_MESSAGES } from '../lib/nx-messages';
import { NxCoupon } from './nx-coupon';
import { Button } from '../../../components/ui/button';

function BalanceRows({ rows, label }: { rows: Array<{ label: string; value: number }>; label?: string }) {
  return (
    <dl className="balance-list" aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className="balance-list__row">
          <dt>{row.label}</dt>
          <dd>
            <span className="balance-list__amount">{formatNumber(row.value)}</span> NX
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * SPEC §2 'Balance': Cash Credit from nxCash, Prepaid Cash from nxPrepaid. NX granted while the
 * player is in game waits (the game would overwrite it): shown apart, with the way to take it now
 * as a Cash Shop coupon.
 */
export function BalanceCard({
  nxCash,
  nxPrepaid,
  pendingNx,
  inGame,
}: {
  nxCash: number;
  nxPrepaid: number;
  pendingNx?: AccountDetails['pendingNx'];
  inGame?: boolean;
}) {
  const coupon = useCreateNxCoupon();
  const waiting = pendingNx ?? { credit: 0, prepaid: 0 };
  const hasWaiting = waiting.credit > 0 || waiting.prepaid > 0;
  return (
    <section className="card dashboard__balance" aria-labelledby="balance-title">
      <h2 id="balance-title">Balance</h2>
      <BalanceRows
        label="Balances"
        rows={[
          { label: 'Cash Credit', value: nxCash },
          { label: 'Prepaid Cash', value: nxPrepaid },
        ]}
      />
      {hasWaiting && !coupon.isSuccess ? (
        <div className="nx-waiting" id="nx-waiting" aria-labelledby="nx-waiting-title">
          <h3 id="nx-waiting-title">{NX_MESSAGES.waitingTitle}</h3>
          <BalanceRows
            label={NX_MESSAGES.waitingTitle}
            rows={[
              { label: 'Cash Credit', value: waiting.credit },
              { label: 'Prepaid Cash', value: waiting.prepaid },
            ]}
          />
          <p className="nx-waiting__why">{inGame ? NX_MESSAGES.whyWaiting : NX_MESSAGES.whyConfirming}</p>
          <Button onClick={() => coupon.mutate()} disabled={coupon.isPending}>
            {coupon.isPending ? NX_MESSAGES.gettingCoupon : NX_MESSAGES.getCoupon}
          </Button>
          {coupon.isError ? (
            <p className="nx-waiting__error" role="alert">
              {serverMessage(coupon.error) ?? NX_MESSAGES.couponFailed}
            </p>
          ) : null}
        </div>
      ) : null}
      {coupon.data ? <NxCoupon coupon={coupon.data} /> : null}
    </section>
  );
}
