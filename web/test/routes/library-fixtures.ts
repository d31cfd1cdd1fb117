/** Canned library answers for the route tests (libs/contracts/src/library.ts). */
import type {
  LibraryEntry,
  LibraryItem,
  LibraryKind,
  LibraryListAnswer,
  LibraryMonster,
  LibrarySearchAnswer,
} from '@henesys/contracts';

export const entry = (kind: LibraryKind, id: number, name: string, detail: string | null = null): LibraryEntry => ({
  kind,
  id,
  name,
  detail,
  icon: null,
});

export const SWORD = entry('item', 1302000, 'Sword', 'Weapon');
export const RED_POTION = entry('item', 2000000, 'Red Potion', 'Consume');
export const SNAIL_SHELL = entry('item', 4000019, 'Snail Shell', 'Etc');
export const SNAIL = entry('monster', 100100, 'Snail', 'Level 1');
export const BLUE_SNAIL = entry('monster', 100101, 'Blue Snail', 'Level 2');
export const SNAIL_PARK = entry('map', 40000, 'Snail Park', 'Maple Road');
export const SHANKS = entry('npc', 22000, 'Shanks');

export function searchAnswer(fields: Partial<LibrarySearchAnswer> = {}): LibrarySearchAnswer {
  return { q: 'snail', imported: true, items: [], monsters: [], maps: [], npcs: [], ...fields };
}

export function listAnswer(entries: LibraryEntry[], pages = 1, page = 1): LibraryListAnswer {
  return { imported: true, entries, pagination: { page, pages, total: entries.length * pages, limit: 20 } };
}

export const NOT_IMPORTED_LIST: LibraryListAnswer = {
  imported: false,
  entries: [],
  pagination: { page: 1, pages: 0, total: 0, limit: 20 },
};

/** An equip dropped by two monsters (one quest-only) and a reactor, sold by one shop. */
export const SWORD_ITEM: LibraryItem = {
  entry: SWORD,
  kind: 'equip',
  description: 'A #cplain# sword.\\nFor beginners.',
  price: 500,
  slotMax: 1,
  effects: {},
  equip: {
    slot: 'Weapon',
    reqLevel: 10,
    jobs: ['Warrior'],
    reqStats: { STR: 35 },
    stats: { 'Weapon attack': 17, Speed: 0 },
    upgradeSlots: 7,
    cash: false,
  },
  droppedBy: [
    {
      source: BLUE_SNAIL,
      from: 'monster',
      oneIn: 2_500,
      percent: 0.04,
      minimumQuantity: 1,
      maximumQuantity: 1,
      questId: 2050,
    },
    {
      source: entry('monster', 2001, 'Reactor 2001'),
      from: 'reactor',
      oneIn: 10,
      percent: 10,
      minimumQuantity: 1,
      maximumQuantity: 1,
      questId: null,
    },
    { source: SNAIL, from: 'monster', oneIn: 25, percent: 4, minimumQuantity: 1, maximumQuantity: 1, questId: null },
  ],
  soldBy: [{ shopId: 1001, npc: SHANKS, price: 5_000 }],
  dropRate: 2,
};

export const POTION_ITEM: LibraryItem = {
  entry: RED_POTION,
  kind: 'use',
  description: 'Recovers 50 HP.',
  price: 25,
  slotMax: 100,
  effects: { HP: 50 },
  equip: null,
  droppedBy: [],
  soldBy: [],
  dropRate: 2,
};

/** A monster on two maps with a meso drop, a quest drop and an item drop, listed out of chance order. */
export const SNAIL_MONSTER: LibraryMonster = {
  entry: SNAIL,
  stats: {
    level: 1,
    hp: 8,
    mp: 0,
    exp: 3,
    weaponAttack: 12,
    weaponDefence: 0,
    magicAttack: 0,
    magicDefence: 0,
    accuracy: 20,
    avoidability: 0,
    boss: false,
    undead: false,
    elements: { Fire: 'weak' },
  },
  linkedTo: null,
  maps: [SNAIL_PARK, entry('map', 40001, 'Snail Garden', 'Maple Road')],
  drops: [
    { item: SWORD, meso: false, oneIn: 2_500, percent: 0.04, minimumQuantity: 1, maximumQuantity: 1, questId: null },
    { item: null, meso: true, oneIn: 2, percent: 50, minimumQuantity: 50, maximumQuantity: 100, questId: null },
    { item: SNAIL_SHELL, meso: false, oneIn: 5, percent: 20, minimumQuantity: 1, maximumQuantity: 1, questId: 2050 },
  ],
  card: entry('item', 2380000, 'Snail Card', 'Consume'),
  dropRate: 2,
};
