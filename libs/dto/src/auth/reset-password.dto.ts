import { MESSAGES, PASSWORD_MIN, SIGNUP_PASSWORD_MAX } from '@henesys/contracts';
import { Satisfies } from '../satisfies.decorator';

export function checkNewPassword(password: string | undefined): string | null {
  if (!password) return MESSAGES.resetPasswordRequired;
  if (password.length < PASSWORD_MIN) return MESSAGES.resetPasswordLength;
  if (password.length > SIGNUP_PASSWORD_MAX) return MESSAGES.signupPasswordLength;
  return null;
}

export class ResetPasswordDto {
  @Satisfies(checkNewPassword)
  password: string;
}
