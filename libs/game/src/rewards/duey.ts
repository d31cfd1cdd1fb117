import { GameQueries } from '../game-database';

/** Longest sender name the game stores (dueypackages.SenderName, notes.from, gifts.from). */
export const GAME_SENDER_MAX = 13;
/** Longest Duey message (dueypackages.Message). */
export const DUEY_MESSAGE_MAX = 200;
/** inventoryitems.type of an item that sits in a Duey package (ItemFactory.DUEY). */
export const DUEY_ITEM_TYPE = 9;

/** Stats written to an equipment's inventoryequipment row (the rest keep the table's defaults). */
export interface EquipmentStats {
  str: number;
  dex: number;
  int: number;
  luk: number;
  speed: number;
  jump: number;
}

/** One Duey package: one item stack (or none) and/or meso. The game reads only the first item of a package. */
export interface DueyParcel {
  itemId: number | null;
  quantity: number;
  meso: number;
  /** Epoch milliseconds when the item expires, or null for never (-1). */
  expiresAt: number | null;
  /** For equipment: its stats (an inventoryequipment row is written for every equip). */
  equipment?: EquipmentStats | null;
}

/** The inventory tab of an item, from its id: 1 equip, 2 use, 3 set-up, 4 etc, 5 cash. */
export function inventoryTypeOf(itemId: number): number {
  const type = Math.floor(itemId / 1_000_000);
  if (type < 1 || type > 5) throw new Error(`Item ${itemId} has no inventory type`);
  return type;
}

/**
 * Writes one Duey package per parcel for the character, inside the caller's transaction
 * (GAME-DATABASE.md §3(c)): the package (TimeStamp a minute in the past so it can be claimed at once,
 * Checked 1 so the next login says "you have a parcel", Type 0), its item as an inventoryitems row of
 * type 9 whose characterid is the PackageId, and an inventoryequipment row for equipment.
 * Returns the PackageIds in order.
 */
export async function sendDueyParcels(
  tx: GameQueries,
  characterId: number,
  senderName: string,
  message: string,
  parcels: DueyParcel[],
): Promise<number[]> {
  const sender = senderName.slice(0, GAME_SENDER_MAX);
  const text = message.slice(0, DUEY_MESSAGE_MAX);
  const packageIds: number[] = [];
  for (const parcel of parcels) {
    const pack = await tx.execute(
      'INSERT INTO dueypackages (ReceiverId, SenderName, Mesos, TimeStamp, Message, Checked, Type) VALUES (?, ?, ?, UTC_TIMESTAMP() - INTERVAL 1 MINUTE, ?, 1, 0)',
      [characterId, sender, parcel.meso, text],
    );
    packageIds.push(pack.insertId);
    if (parcel.itemId === null) continue;
    const inventoryType = inventoryTypeOf(parcel.itemId);
    const item = await tx.execute(
      `INSERT INTO inventoryitems (type, characterid, accountid, itemid, inventorytype, position, quantity, owner, petid, flag, expiration, giftFrom)
       VALUES (?, ?, NULL, ?, ?, 0, ?, '', -1, 0, ?, '')`,
      [DUEY_ITEM_TYPE, pack.insertId, parcel.itemId, inventoryType, parcel.quantity, parcel.expiresAt ?? -1],
    );
    if (inventoryType === 1) {
      const stats = parcel.equipment ?? { str: 0, dex: 0, int: 0, luk: 0, speed: 0, jump: 0 };
      await tx.execute(
        'INSERT INTO inventoryequipment (inventoryitemid, str, dex, `int`, luk, speed, jump) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [item.insertId, stats.str, stats.dex, stats.int, stats.luk, stats.speed, stats.jump],
      );
    }
  }
  return packageIds;
}

/** A note the game shows the character at its next login (NoteDao; GAME-DATABASE.md §3(b)). */
export async function sendNote(tx: GameQueries, toCharacter: string, from: string, message: string): Promise<void> {
  await tx.execute('INSERT INTO notes (`to`, `from`, message, `timestamp`, fame, deleted) VALUES (?, ?, ?, ?, 0, 0)', [
    toCharacter.slice(0, GAME_SENDER_MAX),
    from.slice(0, GAME_SENDER_MAX),
    message,
    Date.now(),
  ]);
}
