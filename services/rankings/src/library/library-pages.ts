import { Injectable } from '@nestjs/common';
import {
  DomainException,
  ErrorCode,
  itemKindOf,
  LIBRARY_MESSAGES,
  LIBRARY_NAMES_MAX,
  LIBRARY_NOT_IMPORTED,
  type EquipDetails,
  type ItemDrop,
  type LibraryEntry,
  type LibraryItem,
  type LibraryKind,
  type LibraryMap,
  type LibraryMonster,
  type LibraryNamesAnswer,
  type LibraryNpc,
  type MonsterDrop,
} from '@henesys/contracts';
import { DataSource } from 'typeorm';
import { RankingsEnv } from '../config/rankings-env';
import { CachedGameDrops } from './cached-game-drops';
import { oneInChance, perMillionChance, questOf } from './drop-chances';
import { LibraryEntries } from './library-entries';
import { jobsOf } from './wz/wz-words';
import type { ItemDetailRow, MonsterRow } from './wz/wz-rows';

const NOT_FOUND: Record<LibraryKind, string> = {
  item: LIBRARY_MESSAGES.itemNotFound,
  monster: LIBRARY_MESSAGES.monsterNotFound,
  map: LIBRARY_MESSAGES.mapNotFound,
  npc: LIBRARY_MESSAGES.npcNotFound,
};
const FALLBACK_NAMES: Record<LibraryKind, string> = { item: 'Item', monster: 'Monster', map: 'Map', npc: 'NPC' };

/** One item, monster, map or NPC with what the game database says about it now (drops, shops, cards). */
@Injectable()
export class LibraryPages {
  constructor(
    private readonly dataSource: DataSource,
    private readonly entries: LibraryEntries,
    private readonly game: CachedGameDrops,
    private readonly env: RankingsEnv,
  ) {}

  async item(id: unknown): Promise<LibraryItem> {
    const entry = await this.found('item', id);
    const [details] = (await this.dataSource.query('SELECT * FROM rankings.library_item_details WHERE id = $1', [
      entry.id,
    ])) as ItemDetailRow[];
    const [monsters, global, reactors, shops] = await Promise.all([
      this.game.read('monstersDropping', entry.id),
      this.game.read('globalDropping', entry.id),
      this.game.read('reactorsDropping', entry.id),
      this.game.read('shopsSelling', entry.id),
    ]);
    const droppers = await this.named(
      'monster',
      monsters.map((row) => row.dropperid),
    );
    const npcs = await this.named(
      'npc',
      shops.map((row) => row.npcid),
    );
    const quantities = (row: { minimum_quantity: number; maximum_quantity: number }) => ({
      minimumQuantity: row.minimum_quantity,
      maximumQuantity: row.maximum_quantity,
    });
    const droppedBy: ItemDrop[] = [
      ...monsters.map((row) => ({
        source: droppers(row.dropperid),
        from: 'monster' as const,
        ...perMillionChance(row.chance),
        ...quantities(row),
        questId: questOf(row),
      })),
      ...global.map((row) => ({
        source: unlinked(
          row.continent,
          row.continent < 0 ? 'Every monster' : `Every monster of continent ${row.continent}`,
        ),
        from: 'global' as const,
        ...perMillionChance(row.chance),
        ...quantities(row),
        questId: questOf(row),
      })),
      ...reactors.map((row) => ({
        source: unlinked(row.reactorid, `Reactor ${row.reactorid}`),
        from: 'reactor' as const,
        ...oneInChance(row.chance),
        minimumQuantity: 1,
        maximumQuantity: 1,
        questId: questOf(row),
      })),
    ];
    return {
      entry,
      kind: itemKindOf(entry.id) ?? 'etc',
      description: await this.description('item', entry.id),
      price: details?.price ?? null,
      slotMax: details?.slot_max ?? null,
      effects: details?.effects ?? {},
      equip: details?.category ? equipOf(details, entry) : null,
      droppedBy,
      soldBy: shops.map((row) => ({ shopId: row.shopid, npc: npcs(row.npcid), price: row.price })),
      dropRate: this.env.dropRateMultiplier,
    };
  }

  async monster(id: unknown): Promise<LibraryMonster> {
    const entry = await this.found('monster', id);
    const [stats] = (await this.dataSource.query('SELECT * FROM rankings.library_monsters WHERE id = $1', [
      entry.id,
    ])) as MonsterRow[];
    const [drops, card] = await Promise.all([
      this.game.read('ofMonster', entry.id),
      this.game.read('cardOf', entry.id),
    ]);
    const items = await this.named('item', [...drops.map((row) => row.itemid).filter((item) => item > 0), card ?? 0]);
    const maps = await this.mapsOf(entry.id);
    const linked =
      stats.link === null ? null : ((await this.entries.byIds('monster', [stats.link])).get(stats.link) ?? null);
    return {
      entry,
      stats: {
        level: stats.level,
        hp: Number(stats.hp),
        mp: Number(stats.mp),
        exp: Number(stats.exp),
        weaponAttack: stats.weapon_attack,
        weaponDefence: stats.weapon_defence,
        magicAttack: stats.magic_attack,
        magicDefence: stats.magic_defence,
        accuracy: stats.accuracy,
        avoidability: stats.avoidability,
        boss: stats.boss,
        undead: stats.undead,
        elements: stats.elements,
      },
      linkedTo: linked,
      maps,
      drops: drops.map((row): MonsterDrop => ({
        item: row.itemid === 0 ? null : items(row.itemid),
        meso: row.itemid === 0,
        ...perMillionChance(row.chance),
        minimumQuantity: row.minimum_quantity,
        maximumQuantity: row.maximum_quantity,
        questId: questOf(row),
      })),
      card: card === null ? null : items(card),
      dropRate: this.env.dropRateMultiplier,
    };
  }

  async map(id: unknown): Promise<LibraryMap> {
    const entry = await this.found('map', id);
    const ids: Array<{ monster_id: number }> = await this.dataSource.query(
      'SELECT monster_id FROM rankings.library_monster_maps WHERE map_id = $1',
      [entry.id],
    );
    const monsters = await this.entries.byIds(
      'monster',
      ids.map((row) => row.monster_id),
    );
    return {
      entry,
      streetName: entry.detail,
      monsters: [...monsters.values()].sort((a, b) => levelOf(a) - levelOf(b) || a.id - b.id),
    };
  }

  async npc(id: unknown): Promise<LibraryNpc> {
    const entry = await this.found('npc', id);
    const rows = await this.game.read('shopOfNpc', entry.id);
    const items = await this.named(
      'item',
      rows.map((row) => row.itemid),
    );
    return {
      entry,
      shop:
        rows.length === 0
          ? null
          : { shopId: rows[0].shopid, items: rows.map((row) => ({ item: items(row.itemid), price: row.price })) },
    };
  }

  async names(ids: unknown): Promise<LibraryNamesAnswer> {
    if (
      !Array.isArray(ids) ||
      ids.length < 1 ||
      ids.length > LIBRARY_NAMES_MAX ||
      !ids.every((id) => Number.isInteger(id) && id >= 0)
    )
      throw new DomainException(ErrorCode.ValidationFailed, LIBRARY_MESSAGES.namesInvalid);
    const found = await this.entries.byIds('item', ids as number[]);
    return { items: Object.fromEntries([...found].map(([id, entry]) => [String(id), entry])) };
  }

  /** The entry of an id the library shows; 404 (saying how to import, while nothing is) otherwise. */
  private async found(kind: LibraryKind, id: unknown): Promise<LibraryEntry> {
    const entry =
      typeof id === 'number' && Number.isInteger(id) && id >= 0 && id <= 2_147_483_647
        ? (await this.entries.byIds(kind, [id])).get(id)
        : undefined;
    if (entry) return entry;
    const message = (await this.entries.imported()) ? NOT_FOUND[kind] : LIBRARY_NOT_IMPORTED;
    throw new DomainException(ErrorCode.NotFound, message);
  }

  /** Entries for ids read from the game, with a plain "Item 4031999" for ids the wz/ folder does not name. */
  private async named(kind: LibraryKind, ids: number[]): Promise<(id: number) => LibraryEntry> {
    const found = await this.entries.byIds(kind, ids);
    return (id) => found.get(id) ?? this.entries.fallback(kind, id, `${FALLBACK_NAMES[kind]} ${id}`);
  }

  private async description(kind: LibraryKind, id: number): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      'SELECT description FROM rankings.library_entries WHERE kind = $1 AND id = $2',
      [kind, id],
    )) as Array<{ description: string | null }>;
    return row?.description ?? null;
  }

  private async mapsOf(monsterId: number): Promise<LibraryEntry[]> {
    const rows: Array<{ map_id: number }> = await this.dataSource.query(
      'SELECT map_id FROM rankings.library_monster_maps WHERE monster_id = $1 ORDER BY map_id',
      [monsterId],
    );
    const maps = await this.entries.byIds(
      'map',
      rows.map((row) => row.map_id),
    );
    return rows.flatMap((row) => maps.get(row.map_id) ?? []);
  }
}

function equipOf(details: ItemDetailRow, entry: LibraryEntry): EquipDetails {
  return {
    slot: entry.detail ?? details.category ?? '',
    reqLevel: details.req_level ?? 0,
    jobs: jobsOf(details.req_job),
    reqStats: details.req_stats ?? {},
    stats: details.stats ?? {},
    upgradeSlots: details.upgrade_slots ?? 0,
    cash: details.cash,
  };
}

const levelOf = (entry: LibraryEntry): number => Number(entry.detail?.replace('Level ', '') ?? 0);

/** A drop source with no page of its own (a reactor, every monster): see ItemDrop.source. */
const unlinked = (id: number, name: string): LibraryEntry => ({ kind: 'monster', id, name, detail: null, icon: null });
