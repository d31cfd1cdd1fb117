import { Inject, Injectable, Logger } from '@nestjs/common';
import { Coin, COIN_SYMBOLS, COINS } from '@henesys/contracts';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { coinPairs, DonationsEnv } from '../config/donations-env';

const CACHE_KEY = 'donations:usd-rates';
const FALLBACK_RETRY_SECONDS = 30;

export interface UsdRates {
  rates: Record<Coin, number>;
  source: 'live' | 'fallback';
}

/**
 * USD per coin from a CoinGecko-style API, cached in Redis for RATE_CACHE_SECONDS. When the API
 * cannot be reached (or answers nonsense) the configured fallback rates are used, and said so; the
 * API is asked again after 30 s rather than on every request.
 */
@Injectable()
export class ExchangeRates {
  private readonly logger = new Logger(ExchangeRates.name);
  private readonly fallback: Record<Coin, number>;

  constructor(
    private readonly env: DonationsEnv,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {
    const pairs = coinPairs(env.CRYPTO_FALLBACK_RATES);
    this.fallback = Object.fromEntries(COIN_SYMBOLS.map((coin) => [coin, Number(pairs.get(coin))])) as Record<
      Coin,
      number
    >;
  }

  async current(): Promise<UsdRates> {
    const cached = await this.redis.get(CACHE_KEY);
    if (cached) return JSON.parse(cached) as UsdRates;
    const live = await this.fetchLive();
    const answer: UsdRates = live ? { rates: live, source: 'live' } : { rates: this.fallback, source: 'fallback' };
    await this.redis.set(
      CACHE_KEY,
      JSON.stringify(answer),
      'EX',
      live ? this.env.RATE_CACHE_SECONDS : FALLBACK_RETRY_SECONDS,
    );
    return answer;
  }

  private async fetchLive(): Promise<Record<Coin, number> | null> {
    const ids = COIN_SYMBOLS.map((coin) => COINS[coin].rateId).join(',');
    const url = `${this.env.RATE_API_URL.replace(/\/$/, '')}/simple/price?ids=${ids}&vs_currencies=usd`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.env.RATE_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const body = (await response.json()) as Record<string, { usd?: unknown }>;
      const rates = Object.fromEntries(
        COIN_SYMBOLS.map((coin) => [coin, Number(body[COINS[coin].rateId]?.usd)]),
      ) as Record<Coin, number>;
      if (Object.values(rates).some((rate) => !Number.isFinite(rate) || rate <= 0))
        throw new Error('incomplete answer');
      return rates;
    } catch (error) {
      this.logger.warn(
        `Exchange rates unavailable (${error instanceof Error ? error.message : String(error)}); using the fallback rates`,
      );
      return null;
    }
  }
}
