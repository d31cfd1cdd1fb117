import { BACKUP_CODE, checkTwoFactorCode, MESSAGES } from '@henesys/contracts';

/** The second login step takes either the app's 6-digit code or one 8-hex backup code (SPEC §5). */
export type TwoFactorMode = 'code' | 'backup';

export const TWO_FACTOR_INPUT_LENGTH: Record<TwoFactorMode, number> = { code: 6, backup: 8 };

/** Filters what is typed or pasted: digits only for a code, hex characters only for a backup code. */
export function cleanTwoFactorInput(mode: TwoFactorMode, raw: string): string {
  const allowed = mode === 'code' ? raw.replace(/\D/g, '') : raw.replace(/[^0-9a-f]/gi, '');
  return allowed.slice(0, TWO_FACTOR_INPUT_LENGTH[mode]);
}

/**
 * SPEC §5 'Two-factor': nothing entered asks for a code or a backup code; a typed code must be 6
 * digits. A backup code that is not 8 hex characters cannot be right: the step's failure message.
 */
export function checkTwoFactorEntry(mode: TwoFactorMode, entry: string): string | null {
  if (mode === 'code') return checkTwoFactorCode(entry);
  if (!entry) return MESSAGES.twoFactorCodeOrBackup;
  return BACKUP_CODE.test(entry) ? null : MESSAGES.twoFactorInvalid;
}
