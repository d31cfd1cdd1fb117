import { IsInt, IsUrl, Matches, Max, Min } from 'class-validator';
import { DatabaseEnv } from '@henesys/server';

const COIN_LIST = /^((BTC|ETH|USDT|USDC|LTC|BNB):[^,\s]+)(,(BTC|ETH|USDT|USDC|LTC|BNB):[^,\s]+)*$/;

export class DonationsEnv extends DatabaseEnv {
  /** A CoinGecko-style API: GET {RATE_API_URL}/simple/price?ids=bitcoin,...&vs_currencies=usd. */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  RATE_API_URL = 'https://api.coingecko.com/api/v3';

  @IsInt()
  @Min(10)
  @Max(3600)
  RATE_CACHE_SECONDS: number = 300;

  @IsInt()
  @Min(100)
  @Max(30_000)
  RATE_TIMEOUT_MS: number = 3_000;

  /** USD per coin when the rate API cannot be reached, as COIN:rate pairs. */
  @Matches(COIN_LIST, { message: 'CRYPTO_FALLBACK_RATES must look like BTC:65000,ETH:3200,...' })
  CRYPTO_FALLBACK_RATES = 'BTC:65000,ETH:3200,USDT:1,USDC:1,LTC:80,BNB:550';

  /** Where each coin is paid to, as COIN:address pairs. The defaults are placeholders: set your own. */
  @Matches(COIN_LIST, { message: 'CRYPTO_WALLETS must look like BTC:bc1...,ETH:0x...' })
  CRYPTO_WALLETS =
    'BTC:bc1qhenesysdevwallet000000000000000000000,ETH:0x0000000000000000000000000000000000dEaD01,USDT:0x0000000000000000000000000000000000dEaD02,USDC:0x0000000000000000000000000000000000dEaD03,LTC:ltc1qhenesysdevwallet00000000000000000000,BNB:0x0000000000000000000000000000000000dEaD04';

  /** How long a status change to completed waits for the worker's answer before replying (ms); keep it below the gateway's RPC_TIMEOUT_MS. */
  @IsInt()
  @Min(0)
  @Max(60_000)
  DELIVERY_WAIT_MS: number = 3_000;

  /** Attempts per reward job, with exponential backoff from REWARD_BACKOFF_MS. */
  @IsInt()
  @Min(1)
  @Max(50)
  REWARD_ATTEMPTS: number = 8;

  @IsInt()
  @Min(100)
  @Max(600_000)
  REWARD_BACKOFF_MS: number = 2_000;
}

export function coinPairs(list: string): Map<string, string> {
  return new Map(list.split(',').map((pair) => pair.split(':', 2) as [string, string]));
}
