import { AuditTrail } from './audit-trail';
import { DeliveryState } from './delivery-state';
import {
  Amount,
  CharacterName,
  DonationDate,
  HeldNote,
  PackageName,
  Player,
  type DonationListProps,
} from './donation-cells';
import { PaymentMethodBadge } from './payment-method-badge';
import { StatusControl } from './status-control';
import { TransactionCode } from './transaction-code';
import '../../../components/ui/data-list.css';

/** The card view (automatic at 600 px or less): one card per donation with the same fields. */
export function DonationCards({ donations, held, showToast, onChanged }: DonationListProps) {
  return (
    <ul className="data-cards" aria-label="Donation requests">
      {donations.map((donation) => (
        <li key={donation.id}>
          <article
            className="data-card dm-card"
            aria-labelledby={`dm-card-${donation.id}`}
            data-donation-id={donation.id}
          >
            <header className="data-card__head">
              <h3 id={`dm-card-${donation.id}`}>Donation #{donation.id}</h3>
              <span className="dm-small dm-muted">
                <DonationDate donation={donation} />
              </span>
            </header>
            <dl className="data-card__fields">
              <div>
                <dt>Player</dt>
                <dd>
                  <Player donation={donation} />
                </dd>
              </div>
              <div>
                <dt>Package</dt>
                <dd>
                  <PackageName donation={donation} />
                </dd>
              </div>
              <div>
                <dt>Character</dt>
                <dd>
                  <CharacterName donation={donation} />
                </dd>
              </div>
              <div>
                <dt>Amount</dt>
                <dd>
                  <Amount donation={donation} />
                </dd>
              </div>
              <div>
                <dt>Payment</dt>
                <dd>
                  <PaymentMethodBadge method={donation.payment_method} />
                </dd>
              </div>
              <div className="data-card__wide">
                <dt>Transaction code</dt>
                <dd>
                  <TransactionCode donationId={donation.id} code={donation.transaction_code} showToast={showToast} />
                </dd>
              </div>
              <div className="data-card__wide">
                <dt>Delivery</dt>
                <dd>
                  <DeliveryState donation={donation} showToast={showToast} />
                </dd>
              </div>
            </dl>
            <div className="data-card__actions">
              <StatusControl donation={donation} showToast={showToast} onChanged={onChanged} />
              {held.has(donation.id) ? <HeldNote /> : null}
              <AuditTrail donationId={donation.id} entries={donation.audit ?? []} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
