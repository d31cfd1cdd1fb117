import { Logger } from '@nestjs/common';
import { GameWornItems } from '@henesys/game';
import { LRUCache } from 'lru-cache';

/** How long a page waits for its worn items from the game database before it answers without them. */
export const WORN_ITEMS_TIMEOUT_MS = 1_000;
/** After the game database failed to answer, pages leave avatar items out this long rather than wait on it each time. */
export const WORN_ITEMS_RETRY_MS = 10_000;
/**
 * How long a character's worn items count as current: the snapshot is up to a minute old anyway, and
 * the game writes equipment only at its saves.
 */
export const WORN_ITEMS_CACHE_MS = 60_000;
/** How long items older than that are still shown while one background read brings them up to date. */
export const WORN_ITEMS_KEEP_MS = 10 * 60_000;
/** Characters per background read of the game database. */
const REFRESH_BATCH = 500;

interface Known {
  items: number[];
  readAt: number;
}

/**
 * The worn items of the characters pages show (what the game draws: cash over regular), read from the
 * game database only for characters not seen in the last WORN_ITEMS_KEEP_MS. Items older than
 * WORN_ITEMS_CACHE_MS are shown at once and refreshed behind the page, many characters per read, so a
 * busy game database (a rankings rebuild reads it too) is not on the way of a page a player asked for.
 * A game database that is down or slow leaves unseen characters' items out (the web then draws the
 * name's first letter): the rankings themselves come from the snapshot and keep answering.
 */
export class WornItemsCache {
  private readonly logger = new Logger(WornItemsCache.name);
  /** Bounded by count; an entry's age (readAt) alone says whether it is current, shown while refreshed, or too old. */
  private readonly known = new LRUCache<number, Known>({ max: 200_000 });
  private readonly stale = new Set<number>();
  private refreshing = false;
  private downUntil = 0;

  constructor(private readonly worn?: GameWornItems) {}

  async forCharacters(characterIds: number[]): Promise<Map<number, number[]>> {
    const found = new Map<number, number[]>();
    const missing: number[] = [];
    for (const id of characterIds) {
      const entry = this.known.get(id);
      const age = entry ? Date.now() - entry.readAt : Infinity;
      if (!entry || age >= WORN_ITEMS_KEEP_MS) missing.push(id);
      else {
        found.set(id, entry.items);
        if (age >= WORN_ITEMS_CACHE_MS) this.stale.add(id);
      }
    }
    if (missing.length > 0) await this.read(missing, found);
    if (this.stale.size > 0 && !this.refreshing) void this.refresh();
    return found;
  }

  /** Still shown but older than WORN_ITEMS_CACHE_MS (a refresh in between may have made it current again). */
  private isStale(id: number): boolean {
    const entry = this.known.peek(id);
    return entry !== undefined && Date.now() - entry.readAt >= WORN_ITEMS_CACHE_MS;
  }

  /** Reads these characters' items into memory (and `into`); on failure leaves them out for WORN_ITEMS_RETRY_MS. */
  private async read(characterIds: number[], into?: Map<number, number[]>): Promise<void> {
    if (!this.worn || Date.now() < this.downUntil) return;
    try {
      const read = await this.worn.forCharacters(characterIds, WORN_ITEMS_TIMEOUT_MS);
      const readAt = Date.now();
      for (const id of characterIds) {
        const items = read.get(id) ?? [];
        this.known.set(id, { items, readAt });
        into?.set(id, items);
      }
    } catch (error) {
      this.downUntil = Date.now() + WORN_ITEMS_RETRY_MS;
      this.logger.warn(
        `Avatar items of characters not seen lately left out for ${WORN_ITEMS_RETRY_MS / 1000} s: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** One background reader at a time, REFRESH_BATCH characters per read, until nothing shown is stale. */
  private async refresh(): Promise<void> {
    this.refreshing = true;
    try {
      while (this.stale.size > 0 && Date.now() >= this.downUntil) {
        const batch = [...this.stale].slice(0, REFRESH_BATCH);
        for (const id of batch) this.stale.delete(id);
        const due = batch.filter((id) => this.isStale(id));
        if (due.length > 0) await this.read(due);
      }
      if (Date.now() < this.downUntil) this.stale.clear();
    } finally {
      this.refreshing = false;
    }
  }
}
