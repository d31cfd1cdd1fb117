import {
  checkCharacterName,
  DEFAULT_COIN,
  findPackage,
  GIFT_CARD_NX_BONUS,
  MESSAGES,
  type Coin,
  type PaymentMethod,
  type SubmitDonationRequest,
} from '@henesys/contracts';

/** SPEC §9 payment methods: a cryptocurrency, or a gift card (sent as 'paypal', SPEC §7). */
export type PayWith = 'crypto' | 'gift-card';

export interface DonationDraft {
  packageId: string | null;
  payWith: PayWith;
  coin: Coin;
  characterName: string;
}

export const emptyDraft: DonationDraft = { packageId: null, payWith: 'crypto', coin: DEFAULT_COIN, characterName: '' };

/** The package as the form shows it, from the catalogue: name, price and whether it is a Founder Pack. */
export interface ChosenPackage {
  id: string;
  name: string;
  priceUsd: number;
  founder: boolean;
  /** NX bought (NX options only). */
  nx?: number;
}

export function chosenPackage(packageId: string | null): ChosenPackage | null {
  const entry = packageId ? findPackage(packageId) : undefined;
  if (!entry) return null;
  if (entry.kind === 'founder')
    return { id: entry.pack.id, name: entry.pack.name, priceUsd: entry.pack.priceUsd, founder: true };
  return {
    id: entry.option.id,
    name: entry.option.name,
    priceUsd: entry.option.priceUsd,
    founder: false,
    nx: entry.option.nx,
  };
}

export function paymentMethodOf(payWith: PayWith, coin: Coin): PaymentMethod {
  return payWith === 'crypto' ? `crypto-${coin}` : 'paypal';
}

/** NX credited for an NX option: 10% more when paid by gift card (SPEC §4). */
export function nxCredited(nx: number, payWith: PayWith): number {
  return payWith === 'gift-card' ? Math.round(nx * (1 + GIFT_CARD_NX_BONUS)) : nx;
}

export interface DraftErrors {
  package?: string;
  characterName?: string;
}

/** SPEC §5 'Donation': a package is needed; a Founder Pack needs a 3-12 character name. */
export function validateDraft(draft: DonationDraft): DraftErrors {
  const chosen = chosenPackage(draft.packageId);
  if (!chosen) return { package: MESSAGES.selectPackage };
  const characterName = chosen.founder ? checkCharacterName(draft.characterName) : null;
  return characterName ? { characterName } : {};
}

/** The request of SPEC §7, or null while the draft has errors. Name and price are the catalogue's. */
export function submitRequest(draft: DonationDraft): SubmitDonationRequest | null {
  const chosen = chosenPackage(draft.packageId);
  if (!chosen || Object.keys(validateDraft(draft)).length > 0) return null;
  return {
    packageId: chosen.id,
    packageName: chosen.name,
    amount: chosen.priceUsd,
    paymentMethod: paymentMethodOf(draft.payWith, draft.coin),
    ...(chosen.founder ? { characterName: draft.characterName.trim() } : {}),
  };
}
