import { MESSAGES } from '@henesys/contracts';
import { RequiredText } from '../satisfies.decorator';

export class LoginDto {
  @RequiredText(MESSAGES.usernameRequired, 64)
  username: string;

  @RequiredText(MESSAGES.passwordRequired, 128)
  password: string;
}
