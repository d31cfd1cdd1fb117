import type { RpcRequest } from '@henesys/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@henesys/contracts';
import { RequiredText } from '../satisfies.decorator';

/** The token of the link mailed after a login the IP lock refused (the page reads it from the URL fragment). */
export class AllowIpDto implements RpcRequest<'auth.allow-ip'> {
  @ApiProperty({ maxLength: 128 })
  @RequiredText(MESSAGES.ipAllowLinkInvalid, 128)
  token: string;
}
