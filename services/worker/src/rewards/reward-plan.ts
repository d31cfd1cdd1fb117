import { coinOf, DeliverRewardJob, findPackage, founderRewardsMessage, GIFT_CARD_NX_BONUS, ITEM_IDS, nxPrepaidMessage } from '@henesys/contracts';

export interface ParcelPlan {
  key: string;
  itemId: number | null;
  quantity: number;
  meso: number;
  expiresDays: number | null;
  stats: Record<string, number> | null;
  message: string;
}

export interface RewardPlan {
  prepaidNx: number;
  parcels: ParcelPlan[];
  characterName: string | null;
  message: string;
  summary: string;
}

/**
 * What a completed donation delivers, from the catalogue alone: an NX package is prepaid NX (+10%
 * for gift cards); a Founder Pack is prepaid NX of price x 1000 plus parcels for its character.
 */
export function planReward(job: DeliverRewardJob): RewardPlan {
  const entry = findPackage(job.packageId);
  if (!entry) throw new Error(`Unknown package ${job.packageId}`);
  if (entry.kind === 'nx') {
    const bonus = coinOf(job.paymentMethod) === undefined;
    const nx = Math.round(entry.option.nx * (bonus ? 1 + GIFT_CARD_NX_BONUS : 1));
    return { prepaidNx: nx, parcels: [], characterName: null, message: nxPrepaidMessage(nx, bonus), summary: `${nx.toLocaleString('en-US')} NX Prepaid` };
  }
  const { rewards, name } = entry.pack;
  if (!job.characterName) throw new Error('A Founder Pack needs a character');
  const note = `${name}: thank you for founding Henesys!`;
  const parcel = (part: string, itemId: number | null, quantity: number, extra: Partial<ParcelPlan> = {}): ParcelPlan => ({
    key: `donation:${job.donationId}:${part}`,
    itemId,
    quantity,
    meso: 0,
    expiresDays: null,
    stats: null,
    message: note,
    ...extra,
  });
  const parcels: ParcelPlan[] = [
    parcel('meso', null, 1, { meso: rewards.meso }),
    parcel('white-potions', ITEM_IDS.whitePotion, rewards.whitePotions),
    parcel('mana-elixirs', ITEM_IDS.manaElixir, rewards.manaElixirs),
    parcel('return-scrolls', ITEM_IDS.returnScroll, rewards.returnScrolls),
    parcel('medal', ITEM_IDS.founderMedal, 1, { expiresDays: rewards.medalDays, stats: { str: rewards.medal.allStats, dex: rewards.medal.allStats, int: rewards.medal.allStats, luk: rewards.medal.allStats, speed: rewards.medal.speed, jump: rewards.medal.jump } }),
    ...Array.from({ length: rewards.pets }, (_, i) => parcel(`pet-${i + 1}`, ITEM_IDS.founderPet, 1, { stats: { permanent: 1, untradeable: 1 } })),
  ];
  return { prepaidNx: rewards.prepaidNx, parcels, characterName: job.characterName, message: founderRewardsMessage(job.characterName), summary: `${name} to ${job.characterName}` };
}
