import { byChance, chanceText, dropRateText, formatOneIn, formatPercent, quantityText, questText } from './chances';

describe('drop chances', () => {
  it('says "1 in N" rounded, never below 1, thousands grouped', () => {
    expect(formatOneIn(25)).toBe('1 in 25');
    expect(formatOneIn(33.4)).toBe('1 in 33');
    expect(formatOneIn(0.4)).toBe('1 in 1');
    expect(formatOneIn(12_500)).toBe('1 in 12 500');
    expect(formatOneIn(Number.NaN)).toBe('1 in 1');
  });

  it('writes percents with two decimals at most, two significant digits under 1%', () => {
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(4.5)).toBe('4.5%');
    expect(formatPercent(12.3456)).toBe('12.35%');
    expect(formatPercent(0.0123)).toBe('0.012%');
    expect(formatPercent(0.0001)).toBe('0.0001%');
    expect(formatPercent(0.00001)).toBe('<0.0001%');
    expect(formatPercent(150)).toBe('100%');
    expect([formatPercent(0), formatPercent(-1), formatPercent(Number.NaN)]).toEqual(['0%', '0%', '0%']);
    expect(chanceText(25, 4)).toBe('1 in 25 (4%)');
  });

  it('writes the drop rate, quantities, meso ranges and quest marks', () => {
    expect([dropRateText(2), dropRateText(1.5), dropRateText(0)]).toEqual(['×2', '×1.5', '×1']);
    expect(quantityText(1, 1)).toBe('1');
    expect(quantityText(2, 5)).toBe('2–5');
    expect(quantityText(5, 2)).toBe('2–5');
    expect(quantityText(1_000, 1_500, true)).toBe('1 000–1 500 meso');
    expect(quantityText(30, 30, true)).toBe('30 meso');
    expect([questText(2050), questText(null), questText(0)]).toEqual(['Quest #2050', null, null]);
  });

  it('sorts the likeliest first, equal chances in their order', () => {
    const drops = [
      { id: 'a', percent: 0.5, oneIn: 200 },
      { id: 'b', percent: 40, oneIn: 3 },
      { id: 'c', percent: 0.5, oneIn: 200 },
      { id: 'd', percent: 4, oneIn: 25 },
    ];
    expect(byChance(drops).map((drop) => drop.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(drops[0].id).toBe('a');
  });
});
