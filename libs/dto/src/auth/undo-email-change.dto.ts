import type { RpcRequest } from '@henesys/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@henesys/contracts';
import { RequiredText } from '../satisfies.decorator';

/** The token of the link mailed to the old address when the email changed (the page reads it from the URL fragment). */
export class UndoEmailChangeDto implements RpcRequest<'auth.undo-email-change'> {
  @ApiProperty({ maxLength: 128 })
  @RequiredText(MESSAGES.emailUndoLinkInvalid, 128)
  token: string;
}
