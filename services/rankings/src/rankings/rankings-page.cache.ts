import { Injectable } from '@nestjs/common';
import { RankingsResponse } from '@henesys/contracts';
import { RankingsEnv } from '../config/rankings-env';

/** At most this many pages are kept; the least recently used goes first. */
export const PAGE_CACHE_ENTRIES = 2_000;

/**
 * Pages answered in the last RANKINGS_CACHE_SECONDS, by their normalised query (the cache buster
 * never reaches the service). Identical requests arriving together share one database query.
 * Emptied whenever this process rebuilds the rankings; 0 seconds turns it off.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && this.now() - hit.at < this.ttlMs) {
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry = { at: this.now(), value: load() };
    this.entries.set(key, entry);
    // A failure is not kept: the next caller asks the database again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

@Injectable()
export class RankingsPageCache extends TtlCache<RankingsResponse> {
  constructor(env: RankingsEnv) {
    super(env.RANKINGS_CACHE_SECONDS * 1000, PAGE_CACHE_ENTRIES);
  }
}
