import { MESSAGES, TWO_FACTOR_CODE } from '@henesys/contracts';

/** SPEC §5: the code input takes digits only, up to 6. */
export function cleanCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

export function isCompleteCode(code: string): boolean {
  return TWO_FACTOR_CODE.test(code);
}

/** SPEC §5: 'Please enter a valid 6-digit code' unless the entry is exactly 6 digits. */
export function checkSettingsCode(code: string): string | null {
  return isCompleteCode(code) ? null : MESSAGES.settingsCodeInvalid;
}
