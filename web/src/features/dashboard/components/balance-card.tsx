import { formatNumber } from '../lib/format';

/** SPEC §2 'Balance': Cash Credit from nxCash, Prepaid Cash from nxPrepaid. */
export function BalanceCard({ nxCash, nxPrepaid }: { nxCash: number; nxPrepaid: number }) {
  const rows = [
    { label: 'Cash Credit', value: nxCash },
    { label: 'Prepaid Cash', value: nxPrepaid },
  ];
  return (
    <section className="card dashboard__balance" aria-labelledby="balance-title">
      <h2 id="balance-title">Balance</h2>
      <dl className="balance-list">
        {rows.map((row) => (
          <div key={row.label} className="balance-list__row">
            <dt>{row.label}</dt>
            <dd>
              <span className="balance-list__amount">{formatNumber(row.value)}</span> NX
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
