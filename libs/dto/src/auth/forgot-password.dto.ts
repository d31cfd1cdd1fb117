import { MESSAGES } from '@henesys/contracts';
import { RequiredText } from '../satisfies.decorator';

export class ForgotPasswordDto {
  @RequiredText(MESSAGES.forgotEmailRequired, 254)
  email: string;

  @RequiredText(MESSAGES.forgotUsernameRequired, 64)
  username: string;

  @RequiredText(MESSAGES.forgotBirthdayRequired, 10)
  birthday: string;
}
