import { Controller, Get } from '@nestjs/common';
import { PATTERNS, ProfileView } from '@henesys/contracts';
import { CurrentUser } from '../auth/access.decorators';
import type { SessionUser } from '../auth/session-user';
import { RpcClient } from '../rpc/rpc-client';

@Controller('user')
export class UserController {
  constructor(private readonly rpc: RpcClient) {}

  /** SPEC §3 'Profile response': the website account (auth) with its game characters (accounts). */
  @Get('profile')
  async profile(@CurrentUser() session: SessionUser): Promise<ProfileView> {
    const user = await this.rpc.send(PATTERNS.authUser, { userId: session.id });
    const characters = await this.rpc.send(PATTERNS.accountsCharacters, { username: user.username });
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      isAdmin: user.isAdmin,
      created_at: user.joinDate,
      last_login: user.lastLogin,
      birthday: user.birthday,
      characters,
    };
  }
}
