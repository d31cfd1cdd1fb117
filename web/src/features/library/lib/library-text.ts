import type { EquipDetails, LibraryEntry, MonsterStats } from '@henesys/contracts';
import { generatePath } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';

const PAGE_OF_KIND: Record<LibraryEntry['kind'], string> = {
  item: paths.libraryItem,
  monster: paths.libraryMonster,
  map: paths.libraryMap,
  npc: paths.libraryNpc,
};

/** The library page of an entry: /library/items/2000000, /library/monsters/100100... */
export function entryPath(entry: Pick<LibraryEntry, 'kind' | 'id'>): string {
  return generatePath(PAGE_OF_KIND[entry.kind], { id: String(entry.id) });
}

/**
 * The game's text without its markup: escaped line breaks ('\n' written out) become breaks, colour
 * and style codes (#c ... #, #b, #k, #e, #n, #r...) go.
 */
export function plainGameText(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .replace(/\\r\\n|\\n|\\r/g, '\n')
    .replace(/#[bcdegknrs]?/gi, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

/** One line of a details list: a label and what it says. */
export type DetailRow = readonly [label: string, value: string];

const signed = (value: number) => `${value > 0 ? '+' : ''}${formatNumber(value)}`;

/** A monster's numbers in the order of the game's monster book. */
export function monsterStatRows(stats: MonsterStats): DetailRow[] {
  return [
    ['Level', formatNumber(stats.level)],
    ['HP', formatNumber(stats.hp)],
    ['MP', formatNumber(stats.mp)],
    ['EXP', formatNumber(stats.exp)],
    ['Weapon attack', formatNumber(stats.weaponAttack)],
    ['Weapon defence', formatNumber(stats.weaponDefence)],
    ['Magic attack', formatNumber(stats.magicAttack)],
    ['Magic defence', formatNumber(stats.magicDefence)],
    ['Accuracy', formatNumber(stats.accuracy)],
    ['Avoidability', formatNumber(stats.avoidability)],
  ];
}

const ELEMENT_WORDS = { weak: 'Weak to', strong: 'Strong against', immune: 'Immune to' } as const;

/** 'Weak to Fire, Holy', 'Strong against Ice', 'Immune to Poison': one line per kind of reaction, none when neutral. */
export function elementLines(elements: MonsterStats['elements']): string[] {
  return (['weak', 'strong', 'immune'] as const).flatMap((reaction) => {
    const names = Object.entries(elements ?? {})
      .filter(([, value]) => value === reaction)
      .map(([name]) => name);
    return names.length > 0 ? [`${ELEMENT_WORDS[reaction]} ${names.join(', ')}`] : [];
  });
}

/** What wearing an equip asks: level, jobs, stats. */
export function equipRequirementRows(equip: EquipDetails): DetailRow[] {
  const rows: DetailRow[] = [
    ['Level', formatNumber(equip.reqLevel)],
    ['Jobs', equip.jobs.length > 0 ? equip.jobs.join(', ') : 'Every job'],
  ];
  for (const stat of ['STR', 'DEX', 'INT', 'LUK'] as const) {
    const value = equip.reqStats[stat];
    if (value) rows.push([stat, formatNumber(value)]);
  }
  return rows;
}

/** What an equip gives: each bonus signed ('Weapon attack +17'), its upgrade slots, whether it is a cash item. */
export function equipBonusRows(equip: EquipDetails): DetailRow[] {
  const rows: DetailRow[] = Object.entries(equip.stats ?? {})
    .filter(([, value]) => value !== 0)
    .map(([name, value]) => [name, signed(value)]);
  rows.push(['Upgrade slots', formatNumber(equip.upgradeSlots)]);
  if (equip.cash) rows.push(['Cash item', 'Yes']);
  return rows;
}

/** A use item's effects as the game says them, then its sale price and stack size. */
export function itemEffectRows(
  effects: Record<string, number>,
  price: number | null,
  slotMax: number | null,
): DetailRow[] {
  const rows: DetailRow[] = Object.entries(effects ?? {}).map(([name, value]) => [name, formatNumber(value)]);
  if (price !== null) rows.push(['Sells to shops for', `${formatNumber(price)} meso`]);
  if (slotMax !== null) rows.push(['Stacks up to', formatNumber(slotMax)]);
  return rows;
}
