import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@henesys/contracts';
import { RequiredText } from '../satisfies.decorator';

export class LoginDto {
  @ApiProperty({ maxLength: 64 })
  @RequiredText(MESSAGES.usernameRequired, 64)
  username: string;

  @ApiProperty({ maxLength: 128 })
  @RequiredText(MESSAGES.passwordRequired, 128)
  password: string;
}
