import type { RankingEntry, RankingType } from '@henesys/contracts';
import { formatNumber } from '../lib/format-number';
import { RankingAvatar } from './ranking-avatar';

interface Props {
  entries: readonly RankingEntry[];
  type: RankingType;
  avatarTemplates: readonly string[];
  caption: string;
}

const TOP = 3;

/** One page of rankings; the top 3 of the chosen filter stand out (SPEC §9). */
export function RankingsTable({ entries, type, avatarTemplates, caption }: Props) {
  return (
    <div className="rankings-table__scroll">
      <table className={`rankings-table rankings-table--${type}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Character</th>
            <th scope="col">Job</th>
            <th scope="col" className="rankings-table__number">Level</th>
            <th scope="col" className="rankings-table__number">EXP</th>
            <th scope="col" className="rankings-table__number">Fame</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className={entry.rank <= TOP ? `rankings-table__row rankings-table__row--top rankings-table__row--rank-${entry.rank}` : 'rankings-table__row'}>
              <td className="rankings-table__rank">
                <span className="rank-badge">{formatNumber(entry.rank)}</span>
              </td>
              <td>
                <div className="rankings-table__character">
                  <RankingAvatar key={entry.id} entry={entry} templates={avatarTemplates} />
                  <div>
                    <span className="rankings-table__name">{entry.name}</span>
                    {entry.guild ? <span className="rankings-table__guild">{entry.guild}</span> : null}
                  </div>
                </div>
              </td>
              <td>{entry.jobName}</td>
              <td className="rankings-table__number rankings-table__level">{formatNumber(entry.level)}</td>
              <td className="rankings-table__number rankings-table__exp">{formatNumber(entry.exp)}</td>
              <td className="rankings-table__number rankings-table__fame">{formatNumber(entry.fame)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
