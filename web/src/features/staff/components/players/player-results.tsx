import type { StaffPlayerHit } from '@henesys/contracts';
import { DataList } from '../../../../components/ui/data-list';
import { EmptyState } from '../../../../components/ui/list-state';
import { Pill } from '../../../../components/ui/pill';
import { plural } from '../../../../lib/format';
import { usePlayerSearch } from '../../api/search-players';
import { PlayerLink } from '../shared/player-link';
import { QueryState } from '../shared/query-state';

/** The players whose names, e-mail or addresses start with `q`. */
export function PlayerResults({ q }: { q: string }) {
  const search = usePlayerSearch(q);
  return (
    <div aria-busy={search.isFetching}>
      <QueryState query={search} loading="Searching..." failure="Failed to search the players">
        {(players) =>
          players.length === 0 ? (
            <EmptyState>No players match &quot;{q}&quot;.</EmptyState>
          ) : (
            <>
              <p className="meta">{plural(players.length, 'player')} found</p>
              <DataList
                label="Players found"
                rows={players}
                rowKey={(player) => player.accountId}
                title={{
                  header: 'Account',
                  cell: (player) => <PlayerLink accountId={player.accountId} name={player.name} />,
                }}
                columns={[
                  { header: 'E-mail', cell: (player) => player.email ?? 'None', className: 'staff-break', wide: true },
                  { header: 'Characters', cell: characterList, wide: true },
                  { header: 'Status', cell: banBadge },
                ]}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function characterList(player: StaffPlayerHit) {
  return player.characters.length > 0 ? player.characters.join(', ') : <span className="staff-muted">None</span>;
}

function banBadge(player: StaffPlayerHit) {
  return player.banned ? <Pill tone="refused">Banned</Pill> : <Pill tone="done">Active</Pill>;
}
