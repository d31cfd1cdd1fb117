import { Injectable } from '@nestjs/common';
import { GameDrops } from '@henesys/game';
import { LRUCache } from 'lru-cache';
import { RankingsEnv } from '../config/rankings-env';

type Reads = {
  [K in keyof GameDrops as GameDrops[K] extends (id: number) => Promise<unknown> ? K : never]: GameDrops[K];
};

/**
 * The game's drops and shops, kept LIBRARY_CACHE_SECONDS per question (an operator's edit shows
 * within that, plus the gateway's cache of the page); 0 reads the game database every time.
 */
@Injectable()
export class CachedGameDrops {
  private readonly cache?: LRUCache<string, { value: unknown }>;

  constructor(
    private readonly drops: GameDrops,
    env: RankingsEnv,
  ) {
    if (env.LIBRARY_CACHE_SECONDS > 0)
      this.cache = new LRUCache({ max: 20_000, ttl: env.LIBRARY_CACHE_SECONDS * 1000 });
  }

  async read<K extends keyof Reads>(question: K, id: number): Promise<Awaited<ReturnType<Reads[K]>>> {
    const key = `${question}:${id}`;
    const kept = this.cache?.get(key);
    if (kept) return kept.value as Awaited<ReturnType<Reads[K]>>;
    const value = (await (this.drops[question] as (id: number) => Promise<unknown>).call(this.drops, id)) as Awaited<
      ReturnType<Reads[K]>
    >;
    this.cache?.set(key, { value });
    return value;
  }
}
