import { checkNewPassword, MESSAGES } from '@henesys/contracts';
import { compactErrors, type FieldErrors } from './form-fields';

export interface ResetPasswordFields {
  password: string;
  confirmPassword: string;
}

export const RESET_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

/** SPEC §5 'Reset password': the server's own rule (contracts), and the confirmation must match. */
export function validateResetPassword(fields: ResetPasswordFields): FieldErrors<keyof ResetPasswordFields> {
  const password = checkNewPassword(fields.password);
  const mismatch = fields.password !== '' && fields.confirmPassword !== fields.password;
  return compactErrors({ password, confirmPassword: mismatch ? MESSAGES.passwordsDoNotMatch : null });
}

/** SPEC §7 verify-reset-token: valid only with `status: 'success'`. */
export function parseResetTokenStatus(body: unknown): { minutesLeft: number | null } {
  const data = typeof body === 'object' && body !== null ? (body as { status?: unknown; minutesLeft?: unknown }) : null;
  if (data?.status !== 'success') throw new Error('Invalid reset token answer');
  return {
    minutesLeft: typeof data.minutesLeft === 'number' && Number.isFinite(data.minutesLeft) ? data.minutesLeft : null,
  };
}
