import { oneInChance, perMillionChance } from './drop-chances';

describe('drop chances as the game rolls them', () => {
  it('reads drop_data chance out of 1,000,000', () => {
    expect(perMillionChance(600_000)).toEqual({ oneIn: 2, percent: 60 });
    expect(perMillionChance(1_287)).toEqual({ oneIn: 777, percent: 0.1287 });
    expect(perMillionChance(999_999)).toEqual({ oneIn: 1, percent: 99.9999 });
    expect(perMillionChance(2_000_000)).toEqual({ oneIn: 1, percent: 100 });
    expect(perMillionChance(0)).toEqual({ oneIn: 0, percent: 0 });
  });

  it('reads reactordrops chance as 1 in N', () => {
    expect(oneInChance(4)).toEqual({ oneIn: 4, percent: 25 });
    expect(oneInChance(1)).toEqual({ oneIn: 1, percent: 100 });
    expect(oneInChance(7)).toEqual({ oneIn: 7, percent: 14.2857 });
  });
});
