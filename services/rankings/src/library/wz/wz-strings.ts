import { itemKindOf } from '@henesys/contracts';
import { readWzValues } from './wz-xml-stream';
import type { EntryRow, MonsterMapRow } from './wz-rows';

const ID = /^\d+$/;

/** Collects `<string>` values per entry id, the entry being the numeric node `depth` levels under the root. */
async function stringsById(
  file: string,
  depth: number,
): Promise<Map<number, { strings: Map<string, string>; parent: string }>> {
  const byId = new Map<number, { strings: Map<string, string>; parent: string }>();
  await readWzValues(file, ({ path, name, value }) => {
    if (path.length !== depth + 1 || !ID.test(path[depth])) return;
    const id = Number(path[depth]);
    let entry = byId.get(id);
    if (!entry) byId.set(id, (entry = { strings: new Map(), parent: path[depth - 1] }));
    if (!entry.strings.has(name)) entry.strings.set(name, value);
  });
  return byId;
}

/**
 * Item names: Eqp.img.xml nests them under Eqp/<Category>/<id> (the category is the equip's slot),
 * Etc.img.xml under Etc/<id>, the others (Consume, Ins, Cash, Pet) directly under the root.
 */
export async function itemNames(file: string, subKind: string): Promise<EntryRow[]> {
  const depth = subKind === 'Eqp' ? 3 : subKind === 'Etc' ? 2 : 1;
  return [...(await stringsById(file, depth))].flatMap(([id, { strings, parent }]) => {
    const name = strings.get('name');
    if (name === undefined || itemKindOf(id) === null) return [];
    return [
      {
        kind: 'item',
        id,
        name,
        detail: subKind === 'Eqp' ? parent : subKind,
        description: strings.get('desc') ?? null,
      },
    ];
  });
}

/** Mob.img.xml and Npc.img.xml: `<imgdir name="ID"><string name="name">` under the root. */
export async function namesOf(file: string, kind: 'monster' | 'npc'): Promise<EntryRow[]> {
  return [...(await stringsById(file, 1))].flatMap(([id, { strings }]) => {
    const name = strings.get('name');
    return name === undefined ? [] : [{ kind, id, name, detail: null, description: null }];
  });
}

/** Map.img.xml: maps by region (`maple`, `victoria`...), each with its `streetName` and `mapName`. */
export async function mapNames(file: string): Promise<EntryRow[]> {
  return [...(await stringsById(file, 2))].flatMap(([id, { strings }]) => {
    const name = strings.get('mapName');
    return name === undefined
      ? []
      : [
          {
            kind: 'map',
            id,
            name,
            detail: strings.get('streetName') ?? null,
            description: strings.get('mapDesc') ?? null,
          },
        ];
  });
}

/** MonsterBook.img.xml: per monster, the maps it lives on (`map`). */
export async function monsterMaps(file: string): Promise<MonsterMapRow[]> {
  const rows = new Map<string, MonsterMapRow>();
  await readWzValues(file, ({ path, value }) => {
    if (path.length === 3 && path[2] === 'map' && ID.test(path[1]) && ID.test(value))
      rows.set(`${path[1]}:${value}`, { monster_id: Number(path[1]), map_id: Number(value) });
  });
  return [...rows.values()];
}
