import { useQuery } from '@tanstack/react-query';
import type { GiftCardStore } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/donate/gift-card: the card the staff redeem, set by the operator (GIFT_CARD_STORE). */
export async function getGiftCardStore(): Promise<GiftCardStore> {
  const { data } = await api.get<GiftCardStore>('/donate/gift-card');
  return data;
}

/** A setting: read once per visit. Until it comes (or if it fails) the page names no card. */
export function useGiftCardStore() {
  return useQuery({ queryKey: ['donate', 'gift-card-store'], queryFn: getGiftCardStore, staleTime: Infinity });
}
