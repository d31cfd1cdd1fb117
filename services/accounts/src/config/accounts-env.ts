import { IsIn } from 'class-validator';
import { DatabaseEnv } from '@henesys/server';

export class AccountsEnv extends DatabaseEnv {
  /**
   * 'true': this service creates the game schema (the stand-in for the game server's own database,
   * for development, demos and tests). 'false': the game server's database already exists.
   */
  @IsIn(['true', 'false'])
  GAME_SCHEMA_MANAGED: 'true' | 'false' = 'true';
}
