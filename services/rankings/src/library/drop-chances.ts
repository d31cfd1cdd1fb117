import type { GlobalDropRow, MonsterDropRow, ReactorDropRow } from '@henesys/game';

export interface Chance {
  oneIn: number;
  percent: number;
}

const PER_MILLION = 1_000_000;
const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/** drop_data and drop_data_global: the game drops when nextInt(999999) < chance x rate, so chance is out of 1,000,000. */
export function perMillionChance(chance: number): Chance {
  if (chance <= 0) return { oneIn: 0, percent: 0 };
  return {
    oneIn: Math.max(1, Math.round(PER_MILLION / chance)),
    percent: round(Math.min(100, (chance / PER_MILLION) * 100), 4),
  };
}

/** reactordrops: the game drops when random() < rate / chance, so chance is N of "1 in N". */
export function oneInChance(chance: number): Chance {
  if (chance <= 0) return { oneIn: 0, percent: 0 };
  return { oneIn: Math.max(1, chance), percent: round(Math.min(100, 100 / chance), 4) };
}

/** A quest-only drop names its quest (drop_data: questid > 0; reactordrops: -1 or 0 is none). */
export function questOf(row: MonsterDropRow | GlobalDropRow | ReactorDropRow): number | null {
  return row.questid > 0 ? row.questid : null;
}
