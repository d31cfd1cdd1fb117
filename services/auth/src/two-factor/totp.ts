import { authenticator } from 'otplib';

export const TOTP_STEP_SECONDS = 30;

/** RFC 6238 TOTP as authenticator apps use it: SHA-1, 6 digits, 30 s steps, one step of drift allowed. */
const totp = authenticator.clone({ step: TOTP_STEP_SECONDS, window: 1, digits: 6 });

export function generateTotpSecret(): string {
  return totp.generateSecret(20);
}

export function totpUri(accountName: string, issuer: string, secret: string): string {
  return totp.keyuri(accountName, issuer, secret);
}

/** The 30-second step the code belongs to, or null when it matches none within the window. */
export function matchTotpStep(secret: string, code: string, now: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const checker = totp.clone({ epoch: now });
  const delta = checker.checkDelta(code, secret);
  return delta === null ? null : Math.floor(now / 1000 / TOTP_STEP_SECONDS) + delta;
}

/** The current code (tests and the fake authenticator use it). */
export function currentTotp(secret: string, now: number = Date.now()): string {
  return totp.clone({ epoch: now }).generate(secret);
}
