import { MESSAGES } from '@henesys/contracts';
import {
  chosenPackage,
  emptyDraft,
  nxCredited,
  paymentMethodOf,
  submitRequest,
  validateDraft,
  type DonationDraft,
} from './donation-form';

const draft = (changes: Partial<DonationDraft>): DonationDraft => ({ ...emptyDraft, ...changes });

describe('donation form', () => {
  it('starts with crypto and BTC, and no package', () => {
    expect(emptyDraft).toEqual({ packageId: null, payWith: 'crypto', coin: 'BTC', characterName: '' });
  });

  it('asks for a package first', () => {
    expect(validateDraft(emptyDraft)).toEqual({ package: MESSAGES.selectPackage });
    expect(validateDraft(draft({ packageId: 'ruby' }))).toEqual({ package: MESSAGES.selectPackage });
    expect(submitRequest(emptyDraft)).toBeNull();
  });

  it('asks a Founder Pack for a character name of 3 to 12 characters', () => {
    expect(validateDraft(draft({ packageId: 'gold' }))).toEqual({ characterName: MESSAGES.characterNameRequired });
    expect(validateDraft(draft({ packageId: 'gold', characterName: '   ' }))).toEqual({
      characterName: MESSAGES.characterNameRequired,
    });
    expect(validateDraft(draft({ packageId: 'gold', characterName: 'ab' }))).toEqual({
      characterName: MESSAGES.characterNameLength,
    });
    expect(validateDraft(draft({ packageId: 'gold', characterName: 'ThirteenChars' }))).toEqual({
      characterName: MESSAGES.characterNameLength,
    });
    expect(validateDraft(draft({ packageId: 'gold', characterName: 'abc' }))).toEqual({});
    expect(validateDraft(draft({ packageId: 'gold', characterName: 'TwelveChars1' }))).toEqual({});
  });

  it('needs no character name for prepaid NX', () => {
    expect(validateDraft(draft({ packageId: 'nx25' }))).toEqual({});
  });

  it('builds the request from the catalogue, with the trimmed name for a Founder Pack only', () => {
    expect(submitRequest(draft({ packageId: 'gold', characterName: ' MapleHero ' }))).toEqual({
      packageId: 'gold',
      packageName: 'Gold Founder Pack',
      amount: 35,
      paymentMethod: 'crypto-BTC',
      characterName: 'MapleHero',
    });
    expect(submitRequest(draft({ packageId: 'nx25', payWith: 'gift-card', characterName: 'ignored' }))).toEqual({
      packageId: 'nx25',
      packageName: '25 000 NX',
      amount: 25,
      paymentMethod: 'paypal',
    });
    expect(submitRequest(draft({ packageId: 'gold', characterName: 'ab' }))).toBeNull();
  });

  it('maps the method and coin to the payment method the server takes', () => {
    expect(paymentMethodOf('crypto', 'ETH')).toBe('crypto-ETH');
    expect(paymentMethodOf('gift-card', 'ETH')).toBe('paypal');
  });

  it('adds the 10% gift card bonus to NX', () => {
    expect(nxCredited(25_000, 'gift-card')).toBe(27_500);
    expect(nxCredited(25_000, 'crypto')).toBe(25_000);
  });

  it('describes the chosen package', () => {
    expect(chosenPackage('diamond')).toEqual({
      id: 'diamond',
      name: 'Diamond Founder Pack',
      priceUsd: 100,
      founder: true,
    });
    expect(chosenPackage('nx100')).toEqual({
      id: 'nx100',
      name: '100 000 NX',
      priceUsd: 100,
      founder: false,
      nx: 100_000,
    });
    expect(chosenPackage(null)).toBeNull();
  });
});
