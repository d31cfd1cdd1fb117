import { rankingsPageFor } from './rankings-link';

describe('rankingsPageFor', () => {
  it('opens the rankings page that shows the rank', () => {
    expect(rankingsPageFor(1)).toBe('/rankings');
    expect(rankingsPageFor(10)).toBe('/rankings');
    expect(rankingsPageFor(11)).toBe('/rankings?page=2');
    expect(rankingsPageFor(3001)).toBe('/rankings?page=301');
  });

  it('on the Fame tab, or within a job filter, when asked', () => {
    expect(rankingsPageFor(3, { job: 'Warrior' })).toBe('/rankings?job=Warrior');
    expect(rankingsPageFor(25, { job: 'Aran' })).toBe('/rankings?job=Aran&page=3');
    expect(rankingsPageFor(42, { type: 'fame' })).toBe('/rankings?type=fame&page=5');
  });
});
