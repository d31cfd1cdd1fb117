import { checkNewPassword } from '@henesys/contracts';
import { Satisfies } from '../satisfies.decorator';

export class ResetPasswordDto {
  @Satisfies(checkNewPassword)
  password: string;
}
