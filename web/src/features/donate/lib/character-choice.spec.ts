import { canReceiveFounderPack, characterLabel } from './character-choice';

const mapleHero = { name: 'MapleHero', level: 124, job: 'Hero', lastPlayed: null };

describe('choosing the Founder Pack character', () => {
  it('shows each character with its level and job', () => {
    expect(characterLabel(mapleHero)).toBe('MapleHero · Lv. 124 Hero');
  });

  it('needs the characters loaded and at least one of them', () => {
    expect(canReceiveFounderPack([mapleHero])).toBe(true);
    expect(canReceiveFounderPack([])).toBe(false);
    expect(canReceiveFounderPack(undefined)).toBe(false);
  });
});
