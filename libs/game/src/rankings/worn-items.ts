import { Injectable } from '@nestjs/common';
import { GameDatabase, GameQueries } from '../game-database';

/** A worn item as the game stores it: `position` is the negative equip slot (-1 cap ... -111 cash weapon). */
export interface WornItemRow {
  characterid: number;
  position: number;
  itemid: number;
}

/** Cash (cosmetic) equips sit at the regular slot minus 100 (GAME-DATABASE.md §2.3). */
const CASH_OFFSET = 100;

/**
 * What the game draws: per regular slot k (1..99), the cash item at -(100+k) if there is one, else
 * the regular item at -k (then "masked"). Item ids by slot, ascending; characters without worn
 * items are absent from the map.
 */
export function drawnItems(rows: WornItemRow[]): Map<number, number[]> {
  const bySlot = new Map<number, Map<number, { item: number; cash: boolean }>>();
  for (const row of rows) {
    const position = -Number(row.position);
    if (position <= 0) continue;
    const cash = position > CASH_OFFSET;
    const slot = cash ? position - CASH_OFFSET : position;
    let slots = bySlot.get(Number(row.characterid));
    if (!slots) bySlot.set(Number(row.characterid), (slots = new Map()));
    const current = slots.get(slot);
    if (!current || (cash && !current.cash)) slots.set(slot, { item: Number(row.itemid), cash });
  }
  const drawn = new Map<number, number[]>();
  for (const [character, slots] of bySlot) {
    drawn.set(character, [...slots.entries()].sort(([a], [b]) => a - b).map(([, worn]) => worn.item));
  }
  return drawn;
}

/** The items characters wear, from the game's `inventoryitems` (type 1 = the character's, inventorytype -1 = equipped). */
@Injectable()
export class GameWornItems {
  constructor(private readonly db: GameDatabase) {}

  /** The drawn items of these characters (one indexed read by characterid), item ids by slot. */
  async forCharacters(characterIds: number[], timeoutMs?: number, queries: GameQueries = this.db): Promise<Map<number, number[]>> {
    if (characterIds.length === 0) return new Map();
    const rows = await queries.rows<WornItemRow>(
      'SELECT characterid, position, itemid FROM inventoryitems WHERE type = 1 AND inventorytype = -1 AND characterid IN (?)',
      [characterIds],
      timeoutMs,
    );
    return drawnItems(rows);
  }
}
