import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { CharacterToolsController } from './character-tools.controller';
import { SessionsController } from './sessions.controller';
import { TwoFactorController } from './two-factor.controller';
import { UserController } from './user.controller';

@Module({
  controllers: [AuthController, SessionsController, UserController, TwoFactorController, CharacterToolsController],
})
export class IdentityModule {}
