import { formatNumber } from '../../../lib/format';

/** 25 → '1 in 25', as the game's @whatdropsfrom says it (N rounded, never below 1). */
export function formatOneIn(oneIn: number): string {
  return `1 in ${formatNumber(Math.max(1, Math.round(Number.isFinite(oneIn) ? oneIn : 1)))}`;
}

/** 40 → '40%', 4.5 → '4.5%', 0.0123 → '0.012%': two decimals at most, two significant digits below 1%. */
export function formatPercent(percent: number): string {
  if (!Number.isFinite(percent) || percent <= 0) return '0%';
  if (percent >= 100) return '100%';
  if (percent >= 1) return `${Number(percent.toFixed(2))}%`;
  if (percent < 0.0001) return '<0.0001%';
  return `${Number(percent.toPrecision(2))}%`;
}

/** The chance as the pages write it: '1 in 25 (4%)'. */
export function chanceText(oneIn: number, percent: number): string {
  return `${formatOneIn(oneIn)} (${formatPercent(percent)})`;
}

/** The server's drop rate beside the chances: 2 → '×2', 1.5 → '×1.5'. */
export function dropRateText(rate: number): string {
  return `×${Number.isFinite(rate) && rate > 0 ? Number(rate.toFixed(2)) : 1}`;
}

/** How many drop: '1', '2–5'; meso drops say so: '50–100 meso'. */
export function quantityText(minimum: number, maximum: number, meso = false): string {
  const low = Math.min(minimum, maximum);
  const high = Math.max(minimum, maximum);
  const range = low === high ? formatNumber(low) : `${formatNumber(low)}–${formatNumber(high)}`;
  return meso ? `${range} meso` : range;
}

/** A quest-only drop: 'Quest #2050'; null for a drop anyone gets. */
export function questText(questId: number | null): string | null {
  return questId !== null && questId > 0 ? `Quest #${questId}` : null;
}

/** Likeliest first: by percent, then by '1 in N'; equal chances keep their order. */
export function byChance<Drop extends { percent: number; oneIn: number }>(drops: readonly Drop[]): Drop[] {
  return [...drops].sort((a, b) => b.percent - a.percent || a.oneIn - b.oneIn);
}
