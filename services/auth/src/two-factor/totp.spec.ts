import { matchTotpStep, currentTotp, generateTotpSecret } from './totp';

/** RFC 6238 Appendix B, SHA-1 rows: the seed "12345678901234567890" and the 8-digit codes. */
const RFC_SEED_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP verification (RFC 6238)', () => {
  it.each(RFC_VECTORS)(
    'accepts the RFC 6238 Appendix B code at T=%i (its last 6 digits: 6-digit truncation)',
    (seconds, eightDigits) => {
      const sixDigits = eightDigits.slice(-6);
      expect(currentTotp(RFC_SEED_BASE32, seconds * 1000)).toBe(sixDigits);
      expect(matchTotpStep(RFC_SEED_BASE32, sixDigits, seconds * 1000)).toBe(Math.floor(seconds / 30));
    },
  );

  it('accepts one step of drift either way and nothing beyond', () => {
    const secret = generateTotpSecret();
    const now = 1_800_000_000_000;
    const previous = currentTotp(secret, now - 30_000);
    const next = currentTotp(secret, now + 30_000);
    const tooOld = currentTotp(secret, now - 90_000);
    expect(matchTotpStep(secret, previous, now)).toBe(now / 30_000 - 1);
    expect(matchTotpStep(secret, next, now)).toBe(now / 30_000 + 1);
    expect(matchTotpStep(secret, tooOld, now)).toBeNull();
  });

  it('refuses anything that is not six digits', () => {
    const secret = generateTotpSecret();
    expect(matchTotpStep(secret, '12345', Date.now())).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', Date.now())).toBeNull();
  });
});
