import type { StaffBanEntry } from '@henesys/contracts';
import { ConfirmButton } from '../../../../components/ui/confirm-button';
import { DataList } from '../../../../components/ui/data-list';
import { plural } from '../../../../lib/format';
import { useBans } from '../../api/get-bans';
import { useUnbanPlayer } from '../../api/unban-player';
import { usePageParam } from '../../hooks/use-page-param';
import { banReasonText } from '../../lib/labels';
import { ActionMessage } from '../shared/action-message';
import { PlayerLink } from '../shared/player-link';
import { PagedList } from '../shared/paged-list';
import { StaffSection } from '../shared/staff-section';
import { When } from '../shared/when';
import '../staff.css';

/** 'in game' for a ban an in-game GM wrote; the staff member otherwise. */
function bannedBy(ban: StaffBanEntry): string {
  if (ban.source === 'game') return 'in game';
  return ban.bannedBy ?? 'Unknown';
}

/** /dashboard/bans: who is banned, why, until when and by whom, with Unban on each. */
export function BansPage() {
  const [page, setPage] = usePageParam();
  const bans = useBans(page);
  const unban = useUnbanPlayer();

  return (
    <StaffSection
      title="Banned players"
      aside={bans.data ? <span className="meta">{plural(bans.data.pagination.total, 'ban')}</span> : null}
    >
      <ActionMessage
        outcome={{ success: unban.data?.message, error: unban.error }}
        failure="Failed to unban the player"
      />
      <PagedList
        query={bans}
        loading="Loading the bans..."
        failure="Failed to load the bans"
        count={(page) => page.bans.length}
        empty="Nobody is banned."
        pagesLabel="Ban pages"
        onPage={setPage}
      >
        {({ bans: rows }) => (
          <DataList
            label="Banned players"
            rows={rows}
            rowKey={(ban) => ban.accountId}
            title={{ header: 'Player', cell: (ban) => <PlayerLink accountId={ban.accountId} name={ban.name} /> }}
            columns={[
              {
                header: 'Reason',
                cell: (ban) => (
                  <span className="staff-stack">
                    <span>{ban.banReason ?? 'No reason written'}</span>
                    <span className="staff-muted">{banReasonText(ban.reasonCode)}</span>
                  </span>
                ),
                className: 'staff-break',
                wide: true,
              },
              { header: 'Until', cell: (ban) => <When at={ban.tempBanUntil} none="Permanent" /> },
              { header: 'By', cell: bannedBy },
              { header: 'Since', cell: (ban) => <When at={ban.bannedAt} none="Unknown" /> },
            ]}
            actions={{
              header: 'Unban',
              cell: (ban) => (
                <ConfirmButton
                  label="Unban"
                  subject={ban.name}
                  question={`Unban ${ban.name}?`}
                  className="button button--secondary button--small"
                  disabled={unban.isPending}
                  onConfirm={() => unban.mutate({ accountId: ban.accountId })}
                />
              ),
            }}
          />
        )}
      </PagedList>
    </StaffSection>
  );
}
