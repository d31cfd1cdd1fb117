import { characterPath } from './character-link';

describe('characterPath', () => {
  it('links a name as one path segment', () => {
    expect(characterPath('MapleHero')).toBe('/characters/MapleHero');
    expect(characterPath('Tié\\Second/x')).toBe('/characters/Ti%C3%A9%5CSecond%2Fx');
  });
});
