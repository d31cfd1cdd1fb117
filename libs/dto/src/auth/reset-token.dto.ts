import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@henesys/contracts';
import { IsString, Length } from 'class-validator';
import { ResetPasswordDto } from './reset-password.dto';

/** The token of a reset link: anything else is the invalid-link message. */
function ResetToken(): PropertyDecorator {
  return (target, property) => {
    ApiProperty({
      maxLength: 128,
      description: 'The token of the reset link (what follows #token= in the mailed link)',
    })(target, property);
    IsString({ message: MESSAGES.resetLinkInvalid })(target, property as string);
    Length(1, 128, { message: MESSAGES.resetLinkInvalid })(target, property as string);
  };
}

/** POST /api/auth/verify-reset-token: the token in the body, where no URL log or history keeps it. */
export class ResetTokenDto {
  @ResetToken()
  token: string;
}

/** POST /api/auth/reset-password: the new password and the link's token, both in the body. */
export class ResetPasswordWithTokenDto extends ResetPasswordDto {
  @ResetToken()
  token: string;
}
