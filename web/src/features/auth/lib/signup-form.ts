import {
  checkAccountEmail,
  checkBirthday,
  checkSignupPassword,
  checkUsername,
  MESSAGES,
  type RegisterRequest,
} from '@henesys/contracts';
import { compactErrors, type FieldErrors } from './form-fields';

export interface SignupFields extends RegisterRequest {
  confirmPassword: string;
  acceptTerms: boolean;
}

/** The form's order: focus goes to the first invalid field in it. */
export const SIGNUP_FIELDS = ['username', 'email', 'password', 'confirmPassword', 'birthday', 'acceptTerms'] as const;

export type SignupErrors = FieldErrors<(typeof SIGNUP_FIELDS)[number]>;

/** SPEC §5 'Signup': the confirmation is required and must match. */
export function checkConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return MESSAGES.confirmPasswordRequired;
  return confirmation === password ? null : MESSAGES.passwordsDoNotMatch;
}

/**
 * SPEC §5 'Signup': the server's rules (shared through the contracts) plus the two that only the
 * form knows, the confirmation and the terms checkbox.
 */
export function validateSignup(fields: SignupFields, today: Date = new Date()): SignupErrors {
  return compactErrors({
    username: checkUsername(fields.username),
    email: checkAccountEmail(fields.email),
    password: checkSignupPassword(fields.password),
    confirmPassword: checkConfirmation(fields.password, fields.confirmPassword),
    birthday: checkBirthday(fields.birthday, today),
    acceptTerms: fields.acceptTerms ? null : MESSAGES.termsRequired,
  });
}

/** What is sent: the four fields of SPEC §7 (not the confirmation, not the checkbox). */
export function toRegisterRequest(fields: SignupFields): RegisterRequest {
  return { username: fields.username, email: fields.email, password: fields.password, birthday: fields.birthday };
}

/** SPEC §7 POST /auth/register: only `status: 'success'` counts as a created account. */
export function isRegistrationSuccess(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'success';
}
