import type { StaffPlayerView } from '@henesys/contracts';
import { DataList, type DataListProps } from '../../../../components/ui/data-list';
import { Tabs, type TabItem } from '../../../../components/ui/tabs';
import { formatUsd } from '../../../../lib/format';
import { grantSummary } from '../../lib/grant-delivery';
import { AuditList } from '../shared/audit-list';
import { StaffSection } from '../shared/staff-section';
import { When } from '../shared/when';

type HistoryTab = 'donations' | 'votes' | 'activity' | 'grants' | 'audit';

const nothing = (label: string) => `No ${label.toLowerCase()} yet.`;

/** A tab of records named with their count ('Votes (3)'), listed under the tab's name. */
function listTab<Row>(
  id: HistoryTab,
  label: string,
  rows: readonly Row[],
  list: Pick<DataListProps<Row>, 'rowKey' | 'title' | 'columns'>,
): TabItem<HistoryTab> {
  return {
    id,
    label: `${label} (${rows.length})`,
    content: <DataList label={label} rows={rows} empty={nothing(label)} {...list} />,
  };
}

/** The player's history, a tab a kind; donations and grants only when the server sent them (admins). */
export function HistoryTabs({ view }: { view: StaffPlayerView }) {
  const { donations, votes, activity, grants, audit } = view;
  const tabs: Array<TabItem<HistoryTab> | null> = [
    donations
      ? listTab('donations', 'Donations', donations, {
          rowKey: (donation) => donation.id,
          title: { header: 'Donation', cell: (donation) => `#${donation.id}` },
          columns: [
            { header: 'Date', cell: (donation) => <When at={donation.created_at} /> },
            { header: 'Package', cell: (donation) => donation.package_name },
            { header: 'Amount', cell: (donation) => formatUsd(donation.amount) },
            { header: 'Payment', cell: (donation) => donation.payment_method },
            { header: 'Status', cell: (donation) => donation.status },
          ],
        })
      : null,
    listTab('votes', 'Votes', votes, {
      rowKey: (vote) => `${vote.at}:${vote.site}`,
      title: { header: 'When', cell: (vote) => <When at={vote.at} /> },
      columns: [
        { header: 'Site', cell: (vote) => vote.site },
        { header: 'Credited', cell: (vote) => (vote.credited ? 'Yes' : 'No') },
      ],
    }),
    listTab('activity', 'Activity', activity, {
      rowKey: (entry) => `${entry.date}:${entry.type}:${entry.details}`,
      title: { header: 'When', cell: (entry) => <When at={entry.date} /> },
      columns: [
        { header: 'Type', cell: (entry) => entry.type },
        { header: 'Details', cell: (entry) => entry.details, className: 'staff-break', wide: true },
      ],
    }),
    grants
      ? listTab('grants', 'Grants', grants, {
          rowKey: (grant) => grant.key,
          title: { header: 'When', cell: (grant) => <When at={grant.createdAt} /> },
          columns: [
            { header: 'By', cell: (grant) => grant.by },
            { header: 'Reason', cell: (grant) => grant.reason, className: 'staff-break', wide: true },
            {
              header: 'Delivery',
              cell: (grant) => grantSummary(grant).join('; '),
              className: 'staff-break',
              wide: true,
            },
          ],
        })
      : null,
    {
      id: 'audit',
      label: `Staff actions (${audit.length})`,
      content: <AuditList entries={audit} empty={nothing('Staff actions')} />,
    },
  ];

  return (
    <StaffSection title="History">
      <Tabs items={tabs.filter((item) => item !== null)} label="History" />
    </StaffSection>
  );
}
