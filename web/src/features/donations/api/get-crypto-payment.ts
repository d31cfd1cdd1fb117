import { useQuery } from '@tanstack/react-query';
import type { Coin, CryptoPayment } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { donationKeys } from './query-keys';

/** SPEC §7 GET /crypto-payments/{id}?crypto_currency={coin}: amount, rate, wallet and QR code. */
export async function getCryptoPayment(id: number, coin: Coin): Promise<CryptoPayment> {
  const { data } = await callApi('GET /crypto-payments/:id', { path: { id }, query: { crypto_currency: coin } });
  return data.payment;
}

/** Asked once per donation and coin while shown; the rate is the server's (cached there), not refreshed here. */
export function useCryptoPayment(id: number, coin: Coin) {
  return useQuery({
    queryKey: donationKeys.cryptoPayment(id, coin),
    queryFn: () => getCryptoPayment(id, coin),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
