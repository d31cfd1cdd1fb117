import { ApiProperty } from '@nestjs/swagger';
import { checkNewPassword, PASSWORD_MIN, SIGNUP_PASSWORD_MAX } from '@henesys/contracts';
import { Satisfies } from '../satisfies.decorator';

export class ResetPasswordDto {
  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: SIGNUP_PASSWORD_MAX })
  @Satisfies(checkNewPassword)
  password: string;
}
