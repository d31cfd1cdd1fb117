import { Injectable } from '@nestjs/common';
import { GameDatabase } from '../game-database';

/** A `drop_data` row: `chance` out of 1,000,000; `itemid` 0 is mesos; `questid` > 0 only while that quest is started. */
export interface MonsterDropRow {
  dropperid: number;
  itemid: number;
  minimum_quantity: number;
  maximum_quantity: number;
  questid: number;
  chance: number;
}

/** A `drop_data_global` row: drops of every monster of a `continent` (-1: all), chance as in drop_data. */
export interface GlobalDropRow {
  continent: number;
  itemid: number;
  minimum_quantity: number;
  maximum_quantity: number;
  questid: number;
  chance: number;
  comments: string | null;
}

/** A `reactordrops` row: here `chance` means 1 in N; `questid` -1 (or 0): no quest. */
export interface ReactorDropRow {
  reactorid: number;
  itemid: number;
  chance: number;
  questid: number;
}

/** A `shopitems` row with its shop's NPC (`shops.npcid`). */
export interface ShopItemRow {
  shopid: number;
  npcid: number;
  itemid: number;
  price: number;
  position: number;
}

const DROP_COLUMNS = 'dropperid, itemid, minimum_quantity, maximum_quantity, questid, chance';
/**
 * The game's drop and shop tables, read as the game reads them (Cosmic MonsterInformationProvider,
 * ReactorScriptManager, ShopFactory). Never written; drop_data has no index led by itemid, so
 * "who drops X" scans its ~22,000 rows (a few ms), which the caller caches.
 */
@Injectable()
export class GameDrops {
  constructor(private readonly db: GameDatabase) {}

  async ofMonster(monsterId: number): Promise<MonsterDropRow[]> {
    return this.db.rows<MonsterDropRow>(
      `SELECT ${DROP_COLUMNS} FROM drop_data WHERE dropperid = ? ORDER BY chance DESC, itemid`,
      [monsterId],
    );
  }

  async monstersDropping(itemId: number): Promise<MonsterDropRow[]> {
    return this.db.rows<MonsterDropRow>(
      `SELECT ${DROP_COLUMNS} FROM drop_data WHERE itemid = ? ORDER BY chance DESC, dropperid`,
      [itemId],
    );
  }

  async globalDropping(itemId: number): Promise<GlobalDropRow[]> {
    return this.db.rows<GlobalDropRow>(
      'SELECT continent, itemid, minimum_quantity, maximum_quantity, questid, chance, comments FROM drop_data_global WHERE itemid = ? ORDER BY chance DESC',
      [itemId],
    );
  }

  async reactorsDropping(itemId: number): Promise<ReactorDropRow[]> {
    return this.db.rows<ReactorDropRow>(
      'SELECT reactorid, itemid, chance, questid FROM reactordrops WHERE itemid = ? ORDER BY chance, reactorid',
      [itemId],
    );
  }

  /** The monster book card of a monster (`monstercarddata`), if it has one. */
  async cardOf(monsterId: number): Promise<number | null> {
    const [row] = await this.db.rows<{ cardid: number }>(
      'SELECT cardid FROM monstercarddata WHERE mobid = ? ORDER BY id LIMIT 1',
      [monsterId],
    );
    return row ? Number(row.cardid) : null;
  }

  async shopsSelling(itemId: number): Promise<ShopItemRow[]> {
    return this.db.rows<ShopItemRow>(
      `SELECT si.shopid, s.npcid, si.itemid, si.price, si.position
           FROM shopitems si JOIN shops s ON s.shopid = si.shopid
          WHERE si.itemid = ? ORDER BY si.price, si.shopid`,
      [itemId],
    );
  }

  /** The items of an NPC's shop (the lowest shop id when it has several), in the game's order (`position`). */
  async shopOfNpc(npcId: number): Promise<ShopItemRow[]> {
    return this.db.rows<ShopItemRow>(
      `SELECT si.shopid, s.npcid, si.itemid, si.price, si.position
           FROM shopitems si JOIN shops s ON s.shopid = si.shopid
          WHERE s.shopid = (SELECT min(shopid) FROM shops WHERE npcid = ?)
          ORDER BY si.position, si.shopitemid`,
      [npcId],
    );
  }
}
