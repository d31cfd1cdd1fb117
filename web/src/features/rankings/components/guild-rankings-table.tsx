import type { GuildRankingEntry } from '@henesys/contracts';
import { formatNumber } from '../../../lib/format';
import { RankBadgeCell, rankRowClass } from './rank-badge-cell';
import { Table } from '../../../components/ui/table';

/** One page of the guild rankings, laid out like the character rankings (cards on a phone). */
export function GuildRankingsTable({ guilds, caption }: { guilds: readonly GuildRankingEntry[]; caption: string }) {
  return (
    <Table caption={caption} hideCaption className="rankings-table rankings-table--guild">
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Guild</th>
          <th scope="col">Leader</th>
          <th scope="col" className="rankings-table__number">
            Members
          </th>
          <th scope="col" className="rankings-table__number">
            GP
          </th>
        </tr>
      </thead>
      <tbody>
        {guilds.map((guild) => (
          <tr key={guild.id} className={rankRowClass(guild.rank)}>
            <RankBadgeCell rank={guild.rank} />
            <td className="rankings-table__main">
              <span className="rankings-table__name">{guild.name}</span>
            </td>
            <td className="rankings-table__stat rankings-table__leader" data-label="Leader">
              {guild.leader ?? '—'}
            </td>
            <td className="rankings-table__number rankings-table__stat rankings-table__members" data-label="Members">
              {formatNumber(guild.members)}
            </td>
            <td className="rankings-table__number rankings-table__stat rankings-table__gp" data-label="GP">
              {formatNumber(guild.gp)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
