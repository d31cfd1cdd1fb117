import type { LibraryKind } from '@henesys/contracts';

/** A name from String.wz: items (detail = Eqp category or the file's sub-kind), monsters, maps (detail = street), NPCs. */
export interface EntryRow {
  kind: LibraryKind;
  id: number;
  name: string;
  detail: string | null;
  description: string | null;
}

/** Item.wz `info`/`spec` or Character.wz `info` of one item, words already as the game's tooltip says them. */
export interface ItemDetailRow {
  id: number;
  price: number | null;
  slot_max: number | null;
  effects: Record<string, number>;
  /** Equips only (Character.wz). */
  category: string | null;
  req_level: number | null;
  req_job: number | null;
  req_stats: Record<string, number> | null;
  stats: Record<string, number> | null;
  upgrade_slots: number | null;
  cash: boolean;
}

/** Mob.wz `info`: the monster's own stats (a `link` lends animations and attacks only). */
export interface MonsterRow {
  id: number;
  level: number;
  hp: number;
  mp: number;
  exp: number;
  weapon_attack: number;
  weapon_defence: number;
  magic_attack: number;
  magic_defence: number;
  accuracy: number;
  avoidability: number;
  boss: boolean;
  undead: boolean;
  elements: Record<string, 'weak' | 'strong' | 'immune'>;
  link: number | null;
}

/** String.wz/MonsterBook.img.xml `map`: a map the monster lives on. */
export interface MonsterMapRow {
  monster_id: number;
  map_id: number;
}

/** What one file gives; each table's rows are replaced per file. */
export interface FileRows {
  entries?: EntryRow[];
  details?: ItemDetailRow[];
  monsters?: MonsterRow[];
  monsterMaps?: MonsterMapRow[];
}
