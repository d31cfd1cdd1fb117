import { groupThousands } from './format';

/** Reward delivery runs on this durable queue; the worker is its one consumer. */
export const REWARDS_QUEUE = 'rewards';
export const DELIVER_REWARD_JOB = 'deliver-reward';

/** Everything the worker needs, captured when the admin completed the donation. */
export interface DeliverRewardJob {
  donationId: number;
  userId: number;
  /** The status change that asked for it: each completion is its own job; the delivery row makes it once. */
  completionId: number;
  username: string;
  packageId: string;
  paymentMethod: string;
  characterName: string | null;
}

export type DeliveryOutcome = 'delivered' | 'already-delivered' | 'not-completed';

export interface DeliveryResult {
  outcome: DeliveryOutcome;
  /** The spec's toast for the admin: "Founder's Pack rewards sent to character X", "{n} NX Prepaid added to account"... */
  message: string;
}

/** 'waiting': the game database did not answer; retried by itself (MESSAGES.deliveryWaitingForGame). */
export type DeliveryState = 'queued' | 'waiting' | 'delivered' | 'failed';

/** Redis hash where the worker counts finished deliveries by state; the gateway exports it as a metric. */
export const REWARD_DELIVERY_COUNTS_KEY = 'worker:reward-deliveries';
export const COUNTED_DELIVERY_STATES = ['delivered', 'failed'] as const satisfies readonly DeliveryState[];
export type CountedDeliveryState = (typeof COUNTED_DELIVERY_STATES)[number];

export interface DeliveryStatus {
  donationId: number;
  state: DeliveryState;
  reason: string | null;
  attempts: number;
  at: string;
}

export function nxPrepaidMessage(nx: number, bonus: boolean): string {
  return `${groupThousands(nx)} NX Prepaid added to account${bonus ? ' (includes 10% bonus)' : ''}`;
}

export function founderRewardsMessage(characterName: string): string {
  return `Founder's Pack rewards sent to character ${characterName}`;
}
