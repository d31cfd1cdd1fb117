import type { RpcRequest } from '@henesys/contracts';
import { ApiProperty } from '@nestjs/swagger';
import {
  ACCOUNT_EMAIL_MAX,
  checkAccountEmail,
  checkBirthday,
  checkSignupPassword,
  checkUsername,
  MINIMUM_AGE,
  SIGNUP_PASSWORD_MAX,
  SIGNUP_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@henesys/contracts';
import { Satisfies } from '../satisfies.decorator';

export class RegisterDto implements RpcRequest<'auth.register'> {
  @ApiProperty({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX, pattern: '^[A-Za-z0-9]+$' })
  @Satisfies(checkUsername)
  username: string;

  @ApiProperty({ format: 'email', maxLength: ACCOUNT_EMAIL_MAX })
  @Satisfies(checkAccountEmail)
  email: string;

  @ApiProperty({ minLength: SIGNUP_PASSWORD_MIN, maxLength: SIGNUP_PASSWORD_MAX })
  @Satisfies(checkSignupPassword)
  password: string;

  @ApiProperty({ format: 'date', example: '2000-01-31', description: `YYYY-MM-DD, at least ${MINIMUM_AGE} years ago` })
  @Satisfies((value) => checkBirthday(value))
  birthday: string;
}
