import { sparklineOf } from './sparkline';

const BOX = { width: 240, height: 40 };
const at = (hoursBeforeEnd: number) =>
  new Date(Date.parse('2026-11-25T12:00:00Z') - hoursBeforeEnd * 3_600_000).toISOString();

describe('sparklineOf', () => {
  it('spreads 24 hours over the width and the players up to the peak over the height', () => {
    const line = sparklineOf(
      [
        { at: at(24), players: 0 },
        { at: at(12), players: 10 },
        { at: at(0), players: 5 },
      ],
      12 * 60,
      BOX,
    );
    expect(line).toEqual({ path: 'M0 38 L120 2 L240 20', peak: 10 });
  });

  it('joins samples one interval apart and breaks the line where samples are missing', () => {
    const minute = 1 / 60;
    const line = sparklineOf(
      [
        { at: at(2), players: 4 },
        { at: at(2 - 5 * minute), players: 4 },
        { at: at(0), players: 0 },
      ],
      5,
      BOX,
    );
    expect(line?.path).toBe('M220 2 L220.8 2 M240 38');
  });

  it('draws a flat line at the bottom when nobody was online', () => {
    const line = sparklineOf(
      [
        { at: at(0.5), players: 0 },
        { at: at(0.4), players: 0 },
      ],
      60,
      BOX,
    );
    expect(line).toEqual({ path: 'M239 38 L240 38', peak: 0 });
  });

  it('needs two samples to draw anything', () => {
    expect(sparklineOf([], 5, BOX)).toBeNull();
    expect(sparklineOf([{ at: at(0), players: 3 }], 5, BOX)).toBeNull();
  });
});
