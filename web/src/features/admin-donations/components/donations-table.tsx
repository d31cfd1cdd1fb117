import { AuditTrail } from './audit-trail';
import { DeliveryState } from './delivery-state';
import { Amount, DonationDate, HeldNote, PackageName, Player, type DonationListProps } from './donation-cells';
import { PaymentMethodBadge } from './payment-method-badge';
import { StatusControl } from './status-control';
import { TransactionCode } from './transaction-code';
import { Table } from '../../../components/ui/table';
import '../../../components/ui/data-list.css';

/** The table view: one row per donation, a real table with column and row headers (the character a Founder Pack goes to is under its package). */
export function DonationsTable({ donations, held, showToast, onChanged }: DonationListProps) {
  return (
    <Table
      caption="Donation requests"
      hideCaption
      scrollLabel="Donation requests table"
      wrapClassName="data-table-wrap"
      className="data-table dm-table"
    >
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Date</th>
          <th scope="col">Player</th>
          <th scope="col">Package</th>
          <th scope="col">Payment</th>
          <th scope="col">Transaction code</th>
          <th scope="col">Status</th>
          <th scope="col">Delivery</th>
        </tr>
      </thead>
      <tbody>
        {donations.map((donation) => (
          <tr key={donation.id} data-donation-id={donation.id}>
            <th scope="row">#{donation.id}</th>
            <td className="dm-small dm-col-date">
              <DonationDate donation={donation} stacked />
            </td>
            <td className="dm-col-player">
              <Player donation={donation} />
            </td>
            <td className="dm-col-package">
              <PackageName donation={donation} withCharacter />
            </td>
            <td>
              <span className="dm-stack dm-stack--start">
                <Amount donation={donation} />
                <PaymentMethodBadge method={donation.payment_method} />
              </span>
            </td>
            <td>
              <TransactionCode donationId={donation.id} code={donation.transaction_code} showToast={showToast} />
            </td>
            <td className="dm-col-status">
              <StatusControl donation={donation} showToast={showToast} onChanged={onChanged} />
              {held.has(donation.id) ? <HeldNote /> : null}
              <AuditTrail donationId={donation.id} entries={donation.audit ?? []} />
            </td>
            <td className="dm-col-delivery">
              <DeliveryState donation={donation} showToast={showToast} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
