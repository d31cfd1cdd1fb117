import {
  coinOf,
  DeliverRewardJob,
  findPackage,
  founderRewardsMessage,
  GIFT_CARD_NX_BONUS,
  groupThousands,
  ITEM_IDS,
  nxPrepaidMessage,
} from '@henesys/contracts';

export interface ParcelPlan {
  /** What the package is, for logs and tests (`meso`, `white-potions`, `medal`...). */
  part: string;
  itemId: number | null;
  quantity: number;
  meso: number;
  expiresDays: number | null;
  stats: { str: number; dex: number; int: number; luk: number; speed: number; jump: number } | null;
}

export interface RewardPlan {
  prepaidNx: number;
  /** Duey packages for the character, one item stack each. */
  parcels: ParcelPlan[];
  /** Pets: created by the game itself from one single-use Cash Shop coupon each. */
  pets: Array<{ itemId: number; quantity: number }>;
  characterName: string | null;
  /** dueypackages.Message (≤ 200). */
  parcelMessage: string;
  message: string;
  summary: string;
}

/** The sender the player sees on Duey packages and notes (≤ 13 characters). */
export const REWARD_SENDER = 'Henesys';

/**
 * What a completed donation delivers, from the catalogue alone: an NX package is prepaid NX (+10%
 * for gift cards); a Founder Pack is prepaid NX of price x 1000, Duey packages for its character
 * (meso, potions, scrolls, the medal) and its pets as Cash Shop coupons.
 */
export function planReward(job: DeliverRewardJob): RewardPlan {
  const entry = findPackage(job.packageId);
  if (!entry) throw new Error(`Unknown package ${job.packageId}`);
  if (entry.kind === 'nx') {
    const bonus = coinOf(job.paymentMethod) === undefined;
    const nx = Math.round(entry.option.nx * (bonus ? 1 + GIFT_CARD_NX_BONUS : 1));
    return {
      prepaidNx: nx,
      parcels: [],
      pets: [],
      characterName: null,
      parcelMessage: '',
      message: nxPrepaidMessage(nx, bonus),
      summary: `${groupThousands(nx)} NX Prepaid`,
    };
  }
  const { rewards, name } = entry.pack;
  if (!job.characterName) throw new Error('A Founder Pack needs a character');
  const parcel = (
    part: string,
    itemId: number | null,
    quantity: number,
    extra: Partial<ParcelPlan> = {},
  ): ParcelPlan => ({ part, itemId, quantity, meso: 0, expiresDays: null, stats: null, ...extra });
  const { allStats, speed, jump } = rewards.medal;
  const parcels: ParcelPlan[] = [
    parcel('meso', null, 0, { meso: rewards.meso }),
    parcel('white-potions', ITEM_IDS.whitePotion, rewards.whitePotions),
    parcel('mana-elixirs', ITEM_IDS.manaElixir, rewards.manaElixirs),
    parcel('return-scrolls', ITEM_IDS.returnScroll, rewards.returnScrolls),
    parcel('medal', ITEM_IDS.founderMedal, 1, {
      expiresDays: rewards.medalDays,
      stats: { str: allStats, dex: allStats, int: allStats, luk: allStats, speed, jump },
    }),
  ];
  const pets = Array.from({ length: rewards.pets }, () => ({ itemId: ITEM_IDS.founderPet, quantity: 1 }));
  return {
    prepaidNx: rewards.prepaidNx,
    parcels,
    pets,
    characterName: job.characterName,
    parcelMessage: `${name}: thank you for founding Henesys!`,
    message: founderRewardsMessage(job.characterName),
    summary: `${name} to ${job.characterName}`,
  };
}

/** The note the character finds at its next login: what arrived, where to collect it, and the pet codes. */
export function founderNote(plan: RewardPlan, coupons: string[]): string {
  const [meso, potions, elixirs, scrolls, medal] = plan.parcels;
  const lines = [
    `${plan.summary.split(' to ')[0]}: thank you for founding Henesys!`,
    `Visit Duey to collect ${plan.parcels.length} packages: ${groupThousands(meso.meso)} meso, ${potions.quantity} White Potions, ${elixirs.quantity} Mana Elixirs, ${scrolls.quantity} return scrolls and your ${medal.expiresDays}-day Founder medal.`,
  ];
  if (coupons.length > 0)
    lines.push(
      `Your pet${coupons.length > 1 ? 's' : ''}: enter ${coupons.length > 1 ? 'each code' : 'the code'} in the Cash Shop coupon box: ${coupons.join(', ')}.`,
    );
  lines.push(`Your ${groupThousands(plan.prepaidNx)} NX Prepaid is added to your account once you are logged out.`);
  return lines.join(' ');
}
