import { groupThousands } from './format';

describe('groupThousands', () => {
  it('puts a space between thousands, as everywhere on the site', () => {
    expect(groupThousands(5_000)).toBe('5 000');
    expect(groupThousands(1_234_567)).toBe('1 234 567');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(-27_500)).toBe('-27 500');
  });
});
