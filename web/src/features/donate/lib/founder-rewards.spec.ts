import { FOUNDER_PACKS, type FounderPack, ITEM_IDS } from '@henesys/contracts';
import { founderRewardLines, medalText } from './founder-rewards';

const tier = (id: FounderPack['id']) => {
  const pack = FOUNDER_PACKS.find((entry) => entry.id === id);
  if (!pack) throw new Error(`no ${id} pack`);
  return founderRewardLines(pack.rewards).map((line) => line.text);
};

describe('Founder Pack reward lines', () => {
  it('names the catalogue item of each item line, for its library link', () => {
    const diamond = FOUNDER_PACKS.find((entry) => entry.id === 'diamond');
    expect(founderRewardLines(diamond?.rewards ?? FOUNDER_PACKS[0].rewards).map((line) => line.itemId)).toEqual([
      undefined,
      undefined,
      ITEM_IDS.whitePotion,
      ITEM_IDS.manaElixir,
      ITEM_IDS.returnScroll,
      ITEM_IDS.founderMedal,
      ITEM_IDS.founderPet,
      undefined,
      undefined,
    ]);
  });

  it('lists every bronze reward', () => {
    expect(tier('bronze')).toEqual([
      '10 000 Prepaid NX',
      '25 000 meso to start with',
      '100 White Potions',
      '100 Mana Elixirs',
      '3 Town Return Scrolls',
      '30-day Founder Medal (cash item): +1 all stats',
      'Early Supporter role on our Discord (optional)',
    ]);
  });

  it('lists silver and gold with their own amounts and no pet', () => {
    expect(tier('silver')).toEqual([
      '20 000 Prepaid NX',
      '50 000 meso to start with',
      '150 White Potions',
      '150 Mana Elixirs',
      '5 Town Return Scrolls',
      '30-day Founder Medal (cash item): +2 all stats',
      'Early Supporter role on our Discord (optional)',
    ]);
    expect(tier('gold')).toEqual([
      '35 000 Prepaid NX',
      '100 000 meso to start with',
      '250 White Potions',
      '250 Mana Elixirs',
      '10 Town Return Scrolls',
      '30-day Founder Medal (cash item): +3 all stats',
      'Early Supporter role on our Discord (optional)',
    ]);
  });

  it('gives platinum the speed bonus and one pet', () => {
    expect(tier('platinum')).toEqual([
      '55 000 Prepaid NX',
      '150 000 meso to start with',
      '350 White Potions',
      '350 Mana Elixirs',
      '15 Town Return Scrolls',
      '30-day Founder Medal (cash item): +3 all stats, +3 speed',
      '1 exclusive permanent pet (untradeable)',
      'Early Supporter role on our Discord (optional)',
    ]);
  });

  it('gives diamond the full medal, two pets and the Rich role as well', () => {
    expect(tier('diamond')).toEqual([
      '100 000 Prepaid NX',
      '250 000 meso to start with',
      '500 White Potions',
      '500 Mana Elixirs',
      '15 Town Return Scrolls',
      '30-day Founder Medal (cash item): +4 all stats, +5 speed, +3 jump',
      '2 exclusive permanent pets (untradeable)',
      'Early Supporter role on our Discord (optional)',
      'Rich role on our Discord (optional)',
    ]);
  });

  it('gives every line a distinct key', () => {
    for (const pack of FOUNDER_PACKS) {
      const ids = founderRewardLines(pack.rewards).map((line) => line.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('writes medals without zero bonuses', () => {
    expect(medalText({ allStats: 2, speed: 0, jump: 1 })).toBe('+2 all stats, +1 jump');
  });
});
