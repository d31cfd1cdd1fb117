import { Link } from 'react-router-dom';
import type { RankingEntry, RankingType } from '@henesys/contracts';
import { formatNumber } from '../../../lib/format';
import { characterPath } from '../lib/character-link';
import { RankingAvatar } from './ranking-avatar';
import { RankBadgeCell, rankRowClass } from './rank-badge-cell';
import { Table } from '../../../components/ui/table';

interface Props {
  entries: readonly RankingEntry[];
  type: RankingType;
  avatarTemplates: readonly string[];
  caption: string;
}

/**
 * One page of rankings; the top 3 of the chosen filter stand out (SPEC §9). Each name opens the
 * character's page. On a phone every row is a card: rank, avatar and name, job, then Level, EXP and
 * Fame under their labels (data-label), so nothing is cut off or scrolls sideways.
 */
export function RankingsTable({ entries, type, avatarTemplates, caption }: Props) {
  return (
    <Table caption={caption} hideCaption className={`rankings-table rankings-table--${type}`}>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Character</th>
          <th scope="col">Job</th>
          <th scope="col" className="rankings-table__number">
            Level
          </th>
          <th scope="col" className="rankings-table__number">
            EXP
          </th>
          <th scope="col" className="rankings-table__number">
            Fame
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className={rankRowClass(entry.rank)}>
            <RankBadgeCell rank={entry.rank} />
            <td className="rankings-table__main">
              <div className="rankings-table__character">
                <RankingAvatar key={entry.id} entry={entry} templates={avatarTemplates} />
                <div>
                  <Link className="rankings-table__name" to={characterPath(entry.name)}>
                    {entry.name}
                  </Link>
                  {entry.guild ? <span className="rankings-table__guild">{entry.guild}</span> : null}
                </div>
              </div>
            </td>
            <td className="rankings-table__job">{entry.jobName}</td>
            <td className="rankings-table__number rankings-table__stat rankings-table__level" data-label="Level">
              {formatNumber(entry.level)}
            </td>
            <td className="rankings-table__number rankings-table__stat rankings-table__exp" data-label="EXP">
              {formatNumber(entry.exp)}
            </td>
            <td className="rankings-table__number rankings-table__stat rankings-table__fame" data-label="Fame">
              {formatNumber(entry.fame)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
