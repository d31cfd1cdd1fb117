import type { AdminDonationView } from '@henesys/contracts';
import { formatDate, formatDateTime, formatTime, formatUsd } from '../../../lib/format';
import type { ShowToast } from '../hooks/use-toasts';
import { ADMIN_DONATION_MESSAGES as M } from '../lib/messages';
import type { StatusControlProps } from './status-control';

/** What the table and the cards show: the rows, which of them the filter left out, and what a change reports to. */
export interface DonationListProps {
  donations: readonly AdminDonationView[];
  held: ReadonlySet<number>;
  showToast: ShowToast;
  onChanged: StatusControlProps['onChanged'];
}

/** The pieces of a donation that the table and the cards show alike. */
export function DonationDate({ donation, stacked = false }: { donation: AdminDonationView; stacked?: boolean }) {
  if (!stacked) return <time dateTime={donation.created_at}>{formatDateTime(donation.created_at)}</time>;
  // Date over time: a narrower column.
  return (
    <time dateTime={donation.created_at} className="dm-stack">
      <span>{formatDate(donation.created_at)}</span>
      <span className="dm-muted">{formatTime(donation.created_at)}</span>
    </time>
  );
}

export function Player({ donation }: { donation: AdminDonationView }) {
  return (
    <span className="dm-stack">
      <span className="dm-strong">{donation.username}</span>
      <a className="dm-small dm-break" href={`mailto:${donation.email}`}>
        {donation.email}
      </a>
    </span>
  );
}

export function PackageName({
  donation,
  withCharacter = false,
}: {
  donation: AdminDonationView;
  withCharacter?: boolean;
}) {
  return (
    <span className="dm-stack">
      <span className="dm-strong">{donation.package_name}</span>
      <code className="dm-small dm-muted">{donation.package_id}</code>
      {withCharacter && donation.character_name ? (
        <span className="dm-small">
          <span className="dm-muted">for</span> {donation.character_name}
        </span>
      ) : null}
    </span>
  );
}

export function CharacterName({ donation }: { donation: AdminDonationView }) {
  return donation.character_name ? <span>{donation.character_name}</span> : <span className="dm-muted">None</span>;
}

export function Amount({ donation }: { donation: AdminDonationView }) {
  return <span className="dm-amount">{formatUsd(donation.amount)}</span>;
}

/** Under a row the admin changed and the filter no longer matches: it stays until Refresh. */
export function HeldNote() {
  return <span className="dm-held dm-small">{M.heldOutOfFilter}</span>;
}
