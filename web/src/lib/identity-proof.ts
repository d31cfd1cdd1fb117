import { MESSAGES, type IdentityProof } from '@henesys/contracts';
import { checkSettingsCode } from './two-factor-code';

/** What the player typed to confirm a sensitive change: the password, and the code when two-factor is on. */
export interface IdentityProofEntry {
  currentPassword: string;
  twoFactorCode: string;
}

export const EMPTY_PROOF: IdentityProofEntry = { currentPassword: '', twoFactorCode: '' };

export type IdentityProofErrors = Partial<Record<keyof IdentityProofEntry, string>>;

/** The fields' messages before anything is sent: the password is required, and a 6-digit code when asked for. */
export function checkIdentityProof(entry: IdentityProofEntry, askCode: boolean): IdentityProofErrors {
  const errors: IdentityProofErrors = {};
  if (!entry.currentPassword) errors.currentPassword = MESSAGES.currentPasswordRequired;
  const codeProblem = askCode ? checkSettingsCode(entry.twoFactorCode) : null;
  if (codeProblem) errors.twoFactorCode = codeProblem;
  return errors;
}

/** The request's part: the code only when asked for. */
export function identityProof(entry: IdentityProofEntry, askCode: boolean): IdentityProof {
  return askCode
    ? { currentPassword: entry.currentPassword, twoFactorCode: entry.twoFactorCode }
    : { currentPassword: entry.currentPassword };
}
