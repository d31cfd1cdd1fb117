import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { MoveToTownAnswer, PATTERNS, RenameCharacterAnswer } from '@henesys/contracts';
import { RenameCharacterDto } from '@henesys/dto';
import { CurrentUser } from '../auth/access.decorators';
import type { SessionUser } from '../auth/session-user';
import { RpcClient } from '../rpc/rpc-client';

/**
 * A player's tools for their own characters (issue 31): always the caller's game account, from the
 * session. 404 for a character that is not theirs; 409 "Log out of the game first" while the game may
 * hold the account; 400 with the rule's message otherwise.
 */
@Controller('user/characters/:name')
export class CharacterToolsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('rename')
  @HttpCode(200)
  async rename(
    @CurrentUser() session: SessionUser,
    @Param('name') name: string,
    @Body() body: RenameCharacterDto,
  ): Promise<RenameCharacterAnswer> {
    const user = await this.rpc.send(PATTERNS.authUser, { userId: session.id });
    return this.rpc.send(PATTERNS.accountsCharacterRename, {
      userId: user.id,
      username: user.username,
      name,
      newName: body.newName,
    });
  }

  @Post('move-to-town')
  @HttpCode(200)
  async moveToTown(@CurrentUser() session: SessionUser, @Param('name') name: string): Promise<MoveToTownAnswer> {
    const user = await this.rpc.send(PATTERNS.authUser, { userId: session.id });
    return this.rpc.send(PATTERNS.accountsCharacterMoveToTown, { userId: user.id, username: user.username, name });
  }
}
