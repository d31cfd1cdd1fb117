import type { StaffAddress } from '@henesys/contracts';
import { DataList } from '../../../../components/ui/data-list';
import { PlayerLink } from '../shared/player-link';
import { StaffSection } from '../shared/staff-section';
import { When } from '../shared/when';

function OtherAccounts({ address }: { address: StaffAddress }) {
  if (address.otherAccounts.length === 0) return <span className="staff-muted">None</span>;
  return (
    <ul className="staff-inline-list" aria-label={`Other accounts seen at ${address.ip}`}>
      {address.otherAccounts.map((other) => (
        <li key={other.accountId}>
          <PlayerLink accountId={other.accountId} name={other.name} />
        </li>
      ))}
    </ul>
  );
}

/** The addresses the player used, with the other accounts seen at each (alts), and the game's last address. */
export function AddressesPanel({ addresses, gameIp }: { addresses: readonly StaffAddress[]; gameIp: string | null }) {
  return (
    <StaffSection title="Addresses">
      <p>
        Last address in the game: <strong>{gameIp ?? 'Unknown'}</strong>
      </p>
      <DataList
        label="Addresses"
        empty="No addresses recorded on the site."
        rows={addresses}
        rowKey={(address) => address.ip}
        title={{ header: 'IP', cell: (address) => address.ip }}
        columns={[
          { header: 'First seen', cell: (address) => <When at={address.firstSeen} /> },
          { header: 'Last seen', cell: (address) => <When at={address.lastSeen} /> },
          { header: 'Other accounts', cell: (address) => <OtherAccounts address={address} />, wide: true },
        ]}
      />
    </StaffSection>
  );
}
