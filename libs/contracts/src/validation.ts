import {
  CHARACTER_NAME_MAX,
  CHARACTER_NAME_MIN,
  MINIMUM_AGE,
  PASSWORD_MIN,
  SIGNUP_PASSWORD_MAX,
  SIGNUP_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from './constants';
import { MESSAGES } from './messages';

/**
 * SPEC §5's rules as plain functions: the web's forms and the auth service run the same code.
 * Each returns the spec's message for the first rule broken, or null.
 */
export function checkUsername(username: string | undefined): string | null {
  if (!username) return MESSAGES.usernameRequired;
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return MESSAGES.usernameLength;
  if (!/^[A-Za-z0-9]+$/.test(username)) return MESSAGES.usernameCharacters;
  return null;
}

// One @, no spaces, a dot in the domain: what "address-shaped" means here.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string | undefined): string | null {
  if (!email) return MESSAGES.emailRequired;
  if (email.length > 254 || !EMAIL_SHAPE.test(email)) return MESSAGES.emailInvalid;
  return null;
}

/** The longest email the game's `accounts.email` column holds (GAME-DATABASE.md §1.1). */
export const ACCOUNT_EMAIL_MAX = 45;

/** An email the account can keep: address-shaped and short enough for the game's column. */
export function checkAccountEmail(email: string | undefined): string | null {
  return checkEmail(email) ?? (email && email.trim().length > ACCOUNT_EMAIL_MAX ? MESSAGES.emailTooLong : null);
}

export function checkSignupPassword(password: string | undefined): string | null {
  if (!password) return MESSAGES.passwordRequired;
  if (password.length < SIGNUP_PASSWORD_MIN || password.length > SIGNUP_PASSWORD_MAX)
    return MESSAGES.signupPasswordLength;
  return null;
}

/** A calendar date `YYYY-MM-DD` that exists, or null. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && year >= 1900 ? date : null;
}

/** Whole years between a birth date and `today` (both UTC calendar dates). */
export function ageOn(birthday: Date, today: Date): number {
  let age = today.getUTCFullYear() - birthday.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birthday.getUTCMonth() ||
    (today.getUTCMonth() === birthday.getUTCMonth() && today.getUTCDate() < birthday.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function checkBirthday(birthday: string | undefined, today: Date = new Date()): string | null {
  if (!birthday) return MESSAGES.birthdayRequired;
  const date = parseIsoDate(birthday);
  if (!date || date.getTime() > today.getTime()) return MESSAGES.birthdayInvalid;
  if (ageOn(date, today) < MINIMUM_AGE) return MESSAGES.tooYoung;
  return null;
}

export interface RegistrationInput {
  username?: string;
  email?: string;
  password?: string;
  birthday?: string;
}

/** The server-side part of signup validation (the confirmation and terms are the form's). */
export function checkRegistration(input: RegistrationInput, today: Date = new Date()): string | null {
  return (
    checkUsername(input.username) ??
    checkAccountEmail(input.email) ??
    checkSignupPassword(input.password) ??
    checkBirthday(input.birthday, today)
  );
}

export const TWO_FACTOR_CODE = /^\d{6}$/;
export const BACKUP_CODE = /^[0-9a-fA-F]{8}$/;

/** SPEC §5: an 8-hex entry is sent as a backup code, anything else as the 6-digit code. */
export function twoFactorPayload(entry: string): { backupCode: string } | { twoFactorCode: string } {
  const trimmed = entry.trim();
  return BACKUP_CODE.test(trimmed) ? { backupCode: trimmed.toLowerCase() } : { twoFactorCode: trimmed };
}

/** SPEC §5 reset password strength hint: one point each for length ≥ 8, upper, lower, digit, symbol. */
export function passwordStrength(password: string): 'Weak' | 'Medium' | 'Strong' {
  const score = [
    password.length >= 8,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  if (score < 2) return 'Weak';
  return score < 4 ? 'Medium' : 'Strong';
}

/** SPEC §5 two-factor step: a typed code must be 6 digits; with no backup code, a code is needed. */
export function checkTwoFactorCode(code: string | undefined): string | null {
  if (!code) return MESSAGES.twoFactorCodeOrBackup;
  return TWO_FACTOR_CODE.test(code) ? null : MESSAGES.twoFactorCodeLength;
}

/** SPEC §5 reset password: required, at least 6; capped at the sign-up maximum the game accepts. */
export function checkNewPassword(password: string | undefined): string | null {
  if (!password) return MESSAGES.resetPasswordRequired;
  if (password.length < PASSWORD_MIN) return MESSAGES.resetPasswordLength;
  if (password.length > SIGNUP_PASSWORD_MAX) return MESSAGES.signupPasswordLength;
  return null;
}

/** SPEC §5 Founder Pack: a character name is required, 3 to 12 characters. */
export function checkCharacterName(name: string | undefined): string | null {
  const trimmed = name?.trim();
  if (!trimmed) return MESSAGES.characterNameRequired;
  return trimmed.length < CHARACTER_NAME_MIN || trimmed.length > CHARACTER_NAME_MAX
    ? MESSAGES.characterNameLength
    : null;
}
