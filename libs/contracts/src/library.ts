/**
 * The Library (issue 32): this server's items, monsters, maps and NPCs, imported from its own `wz/`
 * folder, with drops and shops read live from its game database. Public, cached by the gateway.
 */

import type { Pagination } from './pagination';

export const ITEM_KINDS = ['equip', 'use', 'setup', 'etc', 'cash'] as const;
/** By id: 1xxxxxx equip, 2xxxxxx use (Consume), 3xxxxxx set-up (Install), 4xxxxxx etc, 5xxxxxx cash (pets included). */
export type ItemKind = (typeof ITEM_KINDS)[number];

export const LIBRARY_KINDS = ['item', 'monster', 'map', 'npc'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** The kind of an item id, by its first digit. */
export function itemKindOf(itemId: number): ItemKind | null {
  return ITEM_KINDS[Math.floor(itemId / 1_000_000) - 1] ?? null;
}

/** What lists and links show of an item, a monster, a map or an NPC. */
export interface LibraryEntry {
  kind: LibraryKind;
  id: number;
  name: string;
  /** Items: equip slot or sub-kind ('Weapon', 'Cap', 'Consume'...); monsters: "Level 25"; maps: the street (region); NPCs: null. */
  detail: string | null;
  /** The image address (ITEM_ICON_URL_TEMPLATE / MOB_IMAGE_URL_TEMPLATE), null when none is set: the web shows the name's initial. */
  icon: string | null;
}

export interface LibrarySearchAnswer {
  q: string;
  /** False while the server's wz/ folder was never imported: the page says how to set it (LIBRARY_NOT_IMPORTED). */
  imported: boolean;
  /** At most 10 of each kind, best first (name starts with the text, then contains it). */
  items: LibraryEntry[];
  monsters: LibraryEntry[];
  maps: LibraryEntry[];
  npcs: LibraryEntry[];
}

export interface LibraryListAnswer {
  /** False while the server's wz/ folder was never imported (LIBRARY_NOT_IMPORTED). */
  imported: boolean;
  entries: LibraryEntry[];
  pagination: Pagination;
}

/** An equip's requirements and bonuses (Character.wz `info`), only the fields the game sets. */
export interface EquipDetails {
  slot: string;
  reqLevel: number;
  /** The game's reqJob bit field read as job families: 'Beginner' | 'Warrior' | 'Magician' | 'Bowman' | 'Thief' | 'Pirate'; empty: every job. */
  jobs: string[];
  reqStats: Partial<Record<'STR' | 'DEX' | 'INT' | 'LUK', number>>;
  /** incSTR, incPAD ('Weapon attack'), incMHP ('HP')...: words as the game's tooltip says them. */
  stats: Record<string, number>;
  upgradeSlots: number;
  cash: boolean;
}

export interface ItemDrop {
  /**
   * The dropping monster or reactor. Only a monster has a page: for a reactor (a box or plant; the
   * game's data has no reactor names) it is `{kind: 'monster', id: reactorid, name: 'Reactor N'}`, for
   * a global drop `{id: continent, name: 'Every monster' or 'Every monster of continent N'}`; show
   * those by name, without a link (`from` tells them apart).
   */
  source: LibraryEntry;
  /** 'monster' (drop_data: chance per 1,000,000) or 'reactor' (reactordrops: 1 in N). */
  from: 'monster' | 'reactor' | 'global';
  /** What the game rolls, as the in-game @whatdropsfrom says it: "1 in N" (N rounded), and a percent. */
  oneIn: number;
  percent: number;
  minimumQuantity: number;
  maximumQuantity: number;
  /** Only while the player has this quest started (questid > 0). */
  questId: number | null;
}

export interface ShopOffer {
  shopId: number;
  npc: LibraryEntry;
  price: number;
}

export interface LibraryItem {
  entry: LibraryEntry;
  kind: ItemKind;
  description: string | null;
  /** Sale price to NPCs (info/price), stack size (info/slotMax). */
  price: number | null;
  slotMax: number | null;
  /** Use items' effects (spec: hp, mp, hpR, mpR, time, pad...), words as the game says them. */
  effects: Record<string, number>;
  equip: EquipDetails | null;
  droppedBy: ItemDrop[];
  soldBy: ShopOffer[];
  /** The server's drop rate multiplier (server status), beside the chances. */
  dropRate: number;
}

export interface MonsterStats {
  level: number;
  hp: number;
  mp: number;
  exp: number;
  weaponAttack: number;
  weaponDefence: number;
  magicAttack: number;
  magicDefence: number;
  accuracy: number;
  avoidability: number;
  boss: boolean;
  undead: boolean;
  /** elemAttr read: element ('Fire', 'Ice', 'Lightning', 'Poison', 'Holy', 'Dark', 'Physical') to 'weak' | 'strong' | 'immune'. */
  elements: Record<string, 'weak' | 'strong' | 'immune'>;
}

export interface MonsterDrop {
  item: LibraryEntry | null;
  /** Meso drops (itemid 0) have no item. */
  meso: boolean;
  oneIn: number;
  percent: number;
  minimumQuantity: number;
  maximumQuantity: number;
  questId: number | null;
}

export interface LibraryMonster {
  entry: LibraryEntry;
  stats: MonsterStats;
  /** info/link: another monster whose animations and attacks it uses (never its stats). */
  linkedTo: LibraryEntry | null;
  maps: LibraryEntry[];
  drops: MonsterDrop[];
  /** The monster book card (monstercarddata), if any. */
  card: LibraryEntry | null;
  dropRate: number;
}

export interface LibraryMap {
  entry: LibraryEntry;
  streetName: string | null;
  monsters: LibraryEntry[];
}

export interface LibraryNpc {
  entry: LibraryEntry;
  shop: { shopId: number; items: Array<{ item: LibraryEntry; price: number }> } | null;
}

/** Said when the server's wz/ folder was never imported: where to set it. */
export const LIBRARY_NOT_IMPORTED =
  "The library has no game data yet: set GAME_WZ_PATH to your game server's wz folder and restart the rankings service.";

/** `GET /api/library/names?items=1302000,2000000`: names (and links) for item ids shown elsewhere on the site. */
export interface LibraryNamesAnswer {
  items: Record<string, LibraryEntry>;
}
