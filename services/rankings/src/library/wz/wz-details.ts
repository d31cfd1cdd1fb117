import { basename } from 'node:path';
import { readWzValues } from './wz-xml-stream';
import type { ItemDetailRow, MonsterRow } from './wz-rows';
import { BONUS_WORDS, EFFECT_WORDS, elementsOf, REQ_STATS, SCROLL_WORDS } from './wz-words';

const ID = /^\d+$/;

/** The id a per-entry file names: `0100100.img.xml` -> 100100, `01302000.img.xml` -> 1302000. */
export function idOfFile(file: string): number | null {
  const stem = basename(file).replace(/\.img\.xml$/, '');
  return ID.test(stem) ? Number(stem) : null;
}

const numberOr = (value: string | undefined, fallback: number): number => {
  const parsed = value === undefined ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** The values of a per-entry file's `info` node, read until it ends (the rest is animation frames). */
async function infoOf(file: string): Promise<Map<string, string>> {
  const info = new Map<string, string>();
  await readWzValues(file, ({ path, name, value }) => {
    if (path.length >= 2 && path[1] !== 'info') return info.size === 0;
    if (path.length === 2) info.set(name, value);
  });
  return info;
}

/** Mob.wz/<id>.img.xml `info` (read until `info` ends: the rest is animation frames). */
export async function monsterOf(file: string): Promise<MonsterRow[]> {
  const id = idOfFile(file);
  if (id === null) return [];
  const info = await infoOf(file);
  const int = (key: string) => numberOr(info.get(key), 0);
  const link = info.get('link');
  return [
    {
      id,
      level: int('level'),
      hp: int('maxHP'),
      mp: int('maxMP'),
      exp: int('exp'),
      weapon_attack: int('PADamage'),
      weapon_defence: int('PDDamage'),
      magic_attack: int('MADamage'),
      magic_defence: int('MDDamage'),
      accuracy: int('acc'),
      avoidability: int('eva'),
      boss: int('boss') > 0,
      undead: int('undead') > 0,
      elements: elementsOf(info.get('elemAttr') ?? ''),
      link: link !== undefined && ID.test(link) ? Number(link) : null,
    },
  ];
}

function words(values: Map<string, string>, dictionary: Record<string, string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, word] of Object.entries(dictionary)) {
    const value = numberOr(values.get(key), 0);
    if (value !== 0) out[word] = value;
  }
  return out;
}

function detailRow(id: number, info: Map<string, string>, spec: Map<string, string>): ItemDetailRow {
  const price = info.get('price');
  const slotMax = info.get('slotMax');
  return {
    id,
    price: price === undefined ? null : numberOr(price, 0),
    slot_max: slotMax === undefined ? null : numberOr(slotMax, 0),
    effects: { ...words(spec, EFFECT_WORDS), ...words(info, SCROLL_WORDS) },
    category: null,
    req_level: null,
    req_job: null,
    req_stats: null,
    stats: null,
    upgrade_slots: null,
    cash: numberOr(info.get('cash'), 0) > 0,
  };
}

/**
 * Item.wz: a group file (`Consume/0200.img.xml`: `<imgdir name="02000000">` per item) or, for pets,
 * one file per item (`Pet/5000000.img.xml`). Per item: `info` (price, slotMax, a scroll's success and
 * bonuses) and `spec` (a use item's effects).
 */
export async function itemDetailsOf(file: string, perItemFile: boolean): Promise<ItemDetailRow[]> {
  const items = new Map<number, { info: Map<string, string>; spec: Map<string, string> }>();
  const fileId = idOfFile(file);
  await readWzValues(file, ({ path, name, value }) => {
    const at = perItemFile ? 1 : 2;
    if (path.length !== at + 1) return;
    const id = perItemFile ? fileId : ID.test(path[1]) ? Number(path[1]) : null;
    const part = path[at];
    if (id === null || (part !== 'info' && part !== 'spec')) return;
    let item = items.get(id);
    if (!item) items.set(id, (item = { info: new Map(), spec: new Map() }));
    item[part].set(name, value);
  });
  return [...items].map(([id, { info, spec }]) => detailRow(id, info, spec));
}

/** Character.wz/<Category>/<id>.img.xml `info`: requirements, bonuses, upgrade slots, cash or not. */
export async function equipDetailsOf(file: string, category: string): Promise<ItemDetailRow[]> {
  const id = idOfFile(file);
  if (id === null) return [];
  const info = await infoOf(file);
  const row = detailRow(id, info, new Map());
  return [
    {
      ...row,
      effects: {},
      category,
      req_level: numberOr(info.get('reqLevel'), 0),
      req_job: numberOr(info.get('reqJob'), 0),
      req_stats: words(info, REQ_STATS),
      stats: words(info, BONUS_WORDS),
      upgrade_slots: numberOr(info.get('tuc'), 0),
    },
  ];
}
