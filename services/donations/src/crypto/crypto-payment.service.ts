import { Injectable } from '@nestjs/common';
import {
  ADMIN_ROLE,
  Coin,
  coinOf,
  COINS,
  CryptoPayment,
  DonationOwner,
  ErrorCode,
  MESSAGES,
  DomainException,
} from '@henesys/contracts';
import { toDataURL } from 'qrcode';
import { coinPairs, DonationsEnv } from '../config/donations-env';
import { DonationsRepository } from '../donations/donations.repository';
import { ExchangeRates } from './exchange-rates';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** SPEC §3 'Crypto payment' for a donation: amount in the coin at the current rate, wallet, QR code. */
@Injectable()
export class CryptoPaymentService {
  private readonly wallets: Map<string, string>;

  constructor(
    private readonly donations: DonationsRepository,
    private readonly rates: ExchangeRates,
    env: DonationsEnv,
  ) {
    this.wallets = coinPairs(env.CRYPTO_WALLETS);
  }

  /** The owner or an admin only; anyone else gets the same 404 as for a missing donation. */
  async forDonation(requester: DonationOwner, id: number, requestedCoin?: Coin): Promise<CryptoPayment> {
    const donation = await this.donations.find(id);
    if (!donation || (donation.userId !== requester.id && requester.role !== ADMIN_ROLE))
      throw new DomainException(ErrorCode.DonationNotFound, MESSAGES.donationNotFound);
    const paidWith = coinOf(donation.paymentMethod);
    if (!paidWith) throw new DomainException(ErrorCode.NotCryptoDonation, MESSAGES.notCryptoDonation);
    const coin = requestedCoin ?? paidWith;
    const { rates, source } = await this.rates.current();
    const amountUsd = Number(donation.amountUsd);
    const decimals = COINS[coin].decimals;
    const amount = Number((amountUsd / rates[coin]).toFixed(decimals));
    const wallet = this.wallets.get(coin) ?? '';
    return {
      crypto_currency: coin,
      expected_amount_crypto: amount,
      crypto_formatted: `${amount.toFixed(decimals)} ${coin}`,
      expected_amount_usd: amountUsd,
      exchange_rate: rates[coin],
      exchange_rate_formatted: `1 ${coin} = ${usd.format(rates[coin])}`,
      wallet_address: wallet,
      qr_code: await toDataURL(paymentUri(coin, wallet, amount.toFixed(decimals))),
      rate_source: source,
    };
  }
}

/** BIP-21 style for Bitcoin and Litecoin; the bare address for the others (wallet apps differ). */
export function paymentUri(coin: Coin, wallet: string, amount: string): string {
  const scheme = COINS[coin].uriScheme;
  return scheme ? `${scheme}:${wallet}?amount=${amount}` : wallet;
}
