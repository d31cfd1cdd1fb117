import { Injectable } from '@nestjs/common';
import { GameDatabase, GameQueries } from '../game-database';

/** A worn item as the game stores it: `position` is the negative equip slot (-1 cap ... -111 cash weapon). */
export interface WornItemRow {
  characterid: number;
  position: number;
  itemid: number;
}

/** Cash (cosmetic) equips sit at the regular slot minus 100 (GAME-DATABASE.md §2.3). */
export const CASH_OFFSET = 100;

/** A worn item by its equip slot (1..99) and whether it is the cash item of that slot. */
export interface WornSlotItem {
  slot: number;
  itemId: number;
  cash: boolean;
}

/** The worn items of the rows (positions that are not worn slots left out), in row order. */
function slotItems(rows: WornItemRow[]): Array<WornSlotItem & { characterId: number }> {
  return rows.flatMap((row) => {
    const position = -Number(row.position);
    if (position <= 0) return [];
    const cash = position > CASH_OFFSET;
    return [
      {
        characterId: Number(row.characterid),
        slot: cash ? position - CASH_OFFSET : position,
        itemId: Number(row.itemid),
        cash,
      },
    ];
  });
}

/**
 * What the game draws: per regular slot k (1..99), the cash item at -(100+k) if there is one, else
 * the regular item at -k (then "masked"). Item ids by slot, ascending; characters without worn
 * items are absent from the map.
 */
export function drawnItems(rows: WornItemRow[]): Map<number, number[]> {
  const bySlot = new Map<number, Map<number, WornSlotItem>>();
  for (const item of slotItems(rows)) {
    let slots = bySlot.get(item.characterId);
    if (!slots) bySlot.set(item.characterId, (slots = new Map()));
    const current = slots.get(item.slot);
    if (!current || (item.cash && !current.cash)) slots.set(item.slot, item);
  }
  const drawn = new Map<number, number[]>();
  for (const [character, slots] of bySlot) {
    drawn.set(
      character,
      [...slots.entries()].sort(([a], [b]) => a - b).map(([, worn]) => worn.itemId),
    );
  }
  return drawn;
}

/** Every worn item of the rows, masked ones included: by slot, the regular item before the cash item. */
export function wornEquipment(rows: WornItemRow[]): WornSlotItem[] {
  return slotItems(rows)
    .map(({ slot, itemId, cash }) => ({ slot, itemId, cash }))
    .sort((a, b) => a.slot - b.slot || Number(a.cash) - Number(b.cash));
}

/** The items characters wear, from the game's `inventoryitems` (type 1 = the character's, inventorytype -1 = equipped). */
@Injectable()
export class GameWornItems {
  constructor(private readonly db: GameDatabase) {}

  /** The worn item rows of these characters (one indexed read by characterid). */
  async rowsFor(characterIds: number[], timeoutMs?: number, queries: GameQueries = this.db): Promise<WornItemRow[]> {
    if (characterIds.length === 0) return [];
    return queries.rows<WornItemRow>(
      'SELECT characterid, position, itemid FROM inventoryitems WHERE type = 1 AND inventorytype = -1 AND characterid IN (?)',
      [characterIds],
      timeoutMs,
    );
  }
}
