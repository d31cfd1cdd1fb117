import { checkBirthday, checkEmail, checkSignupPassword, checkUsername } from '@henesys/contracts';
import { Satisfies } from '../satisfies.decorator';

export class RegisterDto {
  @Satisfies(checkUsername)
  username: string;

  @Satisfies(checkEmail)
  email: string;

  @Satisfies(checkSignupPassword)
  password: string;

  @Satisfies((value) => checkBirthday(value))
  birthday: string;
}
