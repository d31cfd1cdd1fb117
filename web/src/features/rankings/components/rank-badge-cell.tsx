import { formatNumber } from '../../../lib/format';

/** The top 3 of the chosen ranking stand out (SPEC §9). */
const TOP = 3;

export function rankRowClass(rank: number): string {
  return rank <= TOP
    ? `rankings-table__row rankings-table__row--top rankings-table__row--rank-${rank}`
    : 'rankings-table__row';
}

export function RankBadgeCell({ rank }: { rank: number }) {
  return (
    <td className="rankings-table__rank">
      <span className="rank-badge">{formatNumber(rank)}</span>
    </td>
  );
}
