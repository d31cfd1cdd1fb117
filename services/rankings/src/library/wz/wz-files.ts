import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { equipDetailsOf, itemDetailsOf, monsterOf } from './wz-details';
import type { FileRows } from './wz-rows';
import { itemNames, mapNames, monsterMaps, namesOf } from './wz-strings';

/** A file of the wz/ folder the library reads: its path relative to the folder (with `/`) and how to read it. */
export interface WzFile {
  path: string;
  read(absolute: string): Promise<FileRows>;
}

const ITEM_STRINGS = ['Eqp', 'Consume', 'Ins', 'Etc', 'Cash', 'Pet'];
const ITEM_GROUPS = ['Consume', 'Etc', 'Install', 'Cash', 'Special'];
/** Character.wz's equip folders (not Face, Hair, Afterimage or the body files). */
const EQUIP_FOLDERS = [
  'Accessory',
  'Cap',
  'Cape',
  'Coat',
  'Glove',
  'Longcoat',
  'Pants',
  'Ring',
  'Shield',
  'Shoes',
  'Weapon',
  'PetEquip',
  'TamingMob',
];

/** How the library reads a file, by where it sits in wz/; undefined for files it does not read. */
export function wzFileReader(path: string): WzFile['read'] | undefined {
  const parts = path.split('/');
  if (!parts[parts.length - 1].endsWith('.img.xml')) return undefined;
  const [folder, second] = parts;
  const stem = parts[parts.length - 1].replace(/\.img\.xml$/, '');
  if (folder === 'String.wz' && parts.length === 2) {
    if (ITEM_STRINGS.includes(stem)) return async (file) => ({ entries: await itemNames(file, stem) });
    if (stem === 'Mob') return async (file) => ({ entries: await namesOf(file, 'monster') });
    if (stem === 'Npc') return async (file) => ({ entries: await namesOf(file, 'npc') });
    if (stem === 'Map') return async (file) => ({ entries: await mapNames(file) });
    if (stem === 'MonsterBook') return async (file) => ({ monsterMaps: await monsterMaps(file) });
    return undefined;
  }
  if (folder === 'Mob.wz' && parts.length === 2) return async (file) => ({ monsters: await monsterOf(file) });
  if (folder === 'Item.wz' && parts.length === 3) {
    if (second === 'Pet') return async (file) => ({ details: await itemDetailsOf(file, true) });
    if (ITEM_GROUPS.includes(second)) return async (file) => ({ details: await itemDetailsOf(file, false) });
  }
  if (folder === 'Character.wz' && parts.length === 3 && EQUIP_FOLDERS.includes(second))
    return async (file) => ({ details: await equipDetailsOf(file, second) });
  return undefined;
}

/** Every file the library reads under `root`, sorted; folders it cannot list are reported, not fatal. */
export async function wzFiles(root: string, problems: string[]): Promise<WzFile[]> {
  const found: WzFile[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      problems.push(`${relative(root, dir) || '.'}: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    for (const entry of entries) {
      const absolute = join(dir, entry.name);
      if (entry.isDirectory()) await walk(absolute);
      else {
        const path = relative(root, absolute).split(sep).join('/');
        const read = wzFileReader(path);
        if (read) found.push({ path, read });
      }
    }
  };
  await walk(root);
  return found.sort((a, b) => a.path.localeCompare(b.path));
}
