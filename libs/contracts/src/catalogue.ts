import { groupThousands } from './format';

/**
 * SPEC §3 Founder Packs and Prepaid NX options, defined once: the server takes every price, name and
 * reward from here (never from the client), and the web shows the same.
 * Item ids are v83 ids; operators whose server uses other ids change them here.
 */
export const ITEM_IDS = {
  whitePotion: 2000002,
  manaElixir: 2000006,
  returnScroll: 2030000,
  founderMedal: 1142000,
  founderPet: 5000028,
} as const;

export interface MedalStats {
  allStats: number;
  speed: number;
  jump: number;
}

export interface FounderRewards {
  prepaidNx: number;
  meso: number;
  whitePotions: number;
  manaElixirs: number;
  returnScrolls: number;
  /** The 30-day class cash medal. */
  medal: MedalStats;
  medalDays: 30;
  pets: number;
  roles: Array<'Early Supporter' | 'Rich'>;
}

export interface FounderPack {
  id: 'bronze' | 'silver' | 'gold' | 'platinum' | 'diamond';
  name: string;
  priceUsd: number;
  popular: boolean;
  rewards: FounderRewards;
}

function pack(
  id: FounderPack['id'],
  priceUsd: number,
  tier: Omit<FounderRewards, 'prepaidNx' | 'medalDays' | 'roles'>,
  rich = false,
  popular = false,
): FounderPack {
  return {
    id,
    name: `${id.charAt(0).toUpperCase()}${id.slice(1)} Founder Pack`,
    priceUsd,
    popular,
    rewards: {
      prepaidNx: priceUsd * 1000,
      medalDays: 30,
      roles: rich ? ['Early Supporter', 'Rich'] : ['Early Supporter'],
      ...tier,
    },
  };
}

export const FOUNDER_PACKS: readonly FounderPack[] = [
  pack('bronze', 10, {
    meso: 25_000,
    whitePotions: 100,
    manaElixirs: 100,
    returnScrolls: 3,
    medal: { allStats: 1, speed: 0, jump: 0 },
    pets: 0,
  }),
  pack('silver', 20, {
    meso: 50_000,
    whitePotions: 150,
    manaElixirs: 150,
    returnScrolls: 5,
    medal: { allStats: 2, speed: 0, jump: 0 },
    pets: 0,
  }),
  pack(
    'gold',
    35,
    {
      meso: 100_000,
      whitePotions: 250,
      manaElixirs: 250,
      returnScrolls: 10,
      medal: { allStats: 3, speed: 0, jump: 0 },
      pets: 0,
    },
    false,
    true,
  ),
  pack('platinum', 55, {
    meso: 150_000,
    whitePotions: 350,
    manaElixirs: 350,
    returnScrolls: 15,
    medal: { allStats: 3, speed: 3, jump: 0 },
    pets: 1,
  }),
  pack(
    'diamond',
    100,
    {
      meso: 250_000,
      whitePotions: 500,
      manaElixirs: 500,
      returnScrolls: 15,
      medal: { allStats: 4, speed: 5, jump: 3 },
      pets: 2,
    },
    true,
  ),
];

export interface NxOption {
  id: string;
  name: string;
  nx: number;
  priceUsd: number;
}

const NX_AMOUNTS = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 75, 100];

/** nx5 ... nx50 in steps of 5, nx75, nx100: price in USD = NX / 1000. */
export const NX_OPTIONS: readonly NxOption[] = NX_AMOUNTS.map((thousands) => ({
  id: `nx${thousands}`,
  name: `${groupThousands(thousands * 1000)} NX`,
  nx: thousands * 1000,
  priceUsd: thousands,
}));

/** Gift card (paypal) purchases of NX get 10% more. */
export const GIFT_CARD_NX_BONUS = 0.1;

export type CatalogueEntry = { kind: 'founder'; pack: FounderPack } | { kind: 'nx'; option: NxOption };

export function findPackage(packageId: string): CatalogueEntry | undefined {
  const founder = FOUNDER_PACKS.find((entry) => entry.id === packageId);
  if (founder) return { kind: 'founder', pack: founder };
  const option = NX_OPTIONS.find((entry) => entry.id === packageId);
  return option ? { kind: 'nx', option } : undefined;
}

export const COINS = {
  BTC: { name: 'Bitcoin', rateId: 'bitcoin', decimals: 8, uriScheme: 'bitcoin', txHash: /^[0-9a-fA-F]{64}$/ },
  ETH: { name: 'Ethereum', rateId: 'ethereum', decimals: 6, uriScheme: null, txHash: /^0x[0-9a-fA-F]{64}$/ },
  USDT: { name: 'Tether', rateId: 'tether', decimals: 2, uriScheme: null, txHash: /^0x[0-9a-fA-F]{64}$/ },
  USDC: { name: 'USD Coin', rateId: 'usd-coin', decimals: 2, uriScheme: null, txHash: /^0x[0-9a-fA-F]{64}$/ },
  LTC: { name: 'Litecoin', rateId: 'litecoin', decimals: 6, uriScheme: 'litecoin', txHash: /^[0-9a-fA-F]{64}$/ },
  BNB: { name: 'BNB', rateId: 'binancecoin', decimals: 6, uriScheme: null, txHash: /^0x[0-9a-fA-F]{64}$/ },
} as const;

export type Coin = keyof typeof COINS;
export const COIN_SYMBOLS = Object.keys(COINS) as Coin[];
export const DEFAULT_COIN: Coin = 'BTC';

export const PAYMENT_METHODS = [...COIN_SYMBOLS.map((coin) => `crypto-${coin}` as const), 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function coinOf(paymentMethod: string): Coin | undefined {
  const coin = paymentMethod.startsWith('crypto-') ? paymentMethod.slice('crypto-'.length) : '';
  return coin in COINS ? (coin as Coin) : undefined;
}

/** A gift card code: letters, digits and dashes, 8 to 40 long. */
export const GIFT_CARD_CODE = /^[A-Za-z0-9-]{8,40}$/;
