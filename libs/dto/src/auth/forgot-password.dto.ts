import type { RpcRequest } from '@henesys/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@henesys/contracts';
import { RequiredText } from '../satisfies.decorator';

export class ForgotPasswordDto implements RpcRequest<'auth.forgot-password'> {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @RequiredText(MESSAGES.forgotEmailRequired, 254)
  email: string;

  @ApiProperty({ maxLength: 64 })
  @RequiredText(MESSAGES.forgotUsernameRequired, 64)
  username: string;

  @ApiProperty({ format: 'date', example: '2000-01-31' })
  @RequiredText(MESSAGES.forgotBirthdayRequired, 10)
  birthday: string;
}
