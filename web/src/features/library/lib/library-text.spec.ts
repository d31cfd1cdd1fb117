import type { EquipDetails, MonsterStats } from '@henesys/contracts';
import {
  elementLines,
  entryPath,
  equipBonusRows,
  equipRequirementRows,
  itemEffectRows,
  monsterStatRows,
  plainGameText,
} from './library-text';

const STATS: MonsterStats = {
  level: 12,
  hp: 1_250,
  mp: 10,
  exp: 42,
  weaponAttack: 35,
  weaponDefence: 20,
  magicAttack: 30,
  magicDefence: 25,
  accuracy: 40,
  avoidability: 5,
  boss: false,
  undead: false,
  elements: { Fire: 'weak', Holy: 'weak', Ice: 'strong', Poison: 'immune' },
};

const SWORD: EquipDetails = {
  slot: 'Weapon',
  reqLevel: 30,
  jobs: ['Warrior'],
  reqStats: { STR: 95, DEX: 0 },
  stats: { 'Weapon attack': 45, Speed: 0, Accuracy: -2 },
  upgradeSlots: 7,
  cash: false,
};

describe('library text', () => {
  it('links each kind to its page', () => {
    expect(entryPath({ kind: 'item', id: 2000000 })).toBe('/library/items/2000000');
    expect(entryPath({ kind: 'monster', id: 100100 })).toBe('/library/monsters/100100');
    expect(entryPath({ kind: 'map', id: 100000000 })).toBe('/library/maps/100000000');
    expect(entryPath({ kind: 'npc', id: 9010000 })).toBe('/library/npcs/9010000');
  });

  it('drops the game markup and keeps its line breaks', () => {
    expect(plainGameText('Recovers #c50 HP#.\\nA red potion. ')).toBe('Recovers 50 HP.\nA red potion.');
    expect(plainGameText('#bBlue#k text \\r\\nnext')).toBe('Blue text\nnext');
    expect([plainGameText(null), plainGameText('')]).toEqual(['', '']);
  });

  it('lists a monster’s numbers and its elements', () => {
    expect(monsterStatRows(STATS).slice(0, 4)).toEqual([
      ['Level', '12'],
      ['HP', '1 250'],
      ['MP', '10'],
      ['EXP', '42'],
    ]);
    expect(elementLines(STATS.elements)).toEqual(['Weak to Fire, Holy', 'Strong against Ice', 'Immune to Poison']);
    expect(elementLines({})).toEqual([]);
  });

  it('lists an equip’s requirements and bonuses', () => {
    expect(equipRequirementRows(SWORD)).toEqual([
      ['Level', '30'],
      ['Jobs', 'Warrior'],
      ['STR', '95'],
    ]);
    expect(equipRequirementRows({ ...SWORD, jobs: [], reqStats: {} })[1]).toEqual(['Jobs', 'Every job']);
    expect(equipBonusRows(SWORD)).toEqual([
      ['Weapon attack', '+45'],
      ['Accuracy', '-2'],
      ['Upgrade slots', '7'],
    ]);
    expect(equipBonusRows({ ...SWORD, stats: {}, cash: true })).toEqual([
      ['Upgrade slots', '7'],
      ['Cash item', 'Yes'],
    ]);
  });

  it('lists an item’s effects, price and stack size', () => {
    expect(itemEffectRows({ HP: 50 }, 25, 100)).toEqual([
      ['HP', '50'],
      ['Sells to shops for', '25 meso'],
      ['Stacks up to', '100'],
    ]);
    expect(itemEffectRows({}, null, null)).toEqual([]);
  });
});
