import { MESSAGES } from '@henesys/contracts';
import { compactErrors, type FieldErrors } from './form-fields';

export interface ForgotPasswordFields {
  email: string;
  username: string;
  birthday: string;
}

export const FORGOT_PASSWORD_FIELDS = ['email', 'username', 'birthday'] as const;

/** SPEC §5 'Forgot password': all three fields are required; nothing more is checked here. */
export function validateForgotPassword(fields: ForgotPasswordFields): FieldErrors<keyof ForgotPasswordFields> {
  return compactErrors({
    email: fields.email.trim() ? null : MESSAGES.forgotEmailRequired,
    username: fields.username.trim() ? null : MESSAGES.forgotUsernameRequired,
    birthday: fields.birthday ? null : MESSAGES.forgotBirthdayRequired,
  });
}
