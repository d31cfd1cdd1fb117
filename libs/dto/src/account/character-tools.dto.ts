import type { RpcRequest } from '@henesys/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { checkNewCharacterName } from '@henesys/contracts';
import { IsString, Length } from 'class-validator';
import { Satisfies } from '../satisfies.decorator';
import { AccountDetailsPayload } from './account.dto';

/** POST /api/user/characters/:name/rename: the game's pattern here (400 with its message); the rest is the server's. */
export class RenameCharacterDto {
  @ApiProperty({ pattern: '^[a-zA-Z0-9]{3,12}$', example: 'NewHero' })
  @Satisfies(checkNewCharacterName)
  newName: string;
}

/** The caller's own character: the account from the gateway's session, the name from the path. */
export class OwnCharacterPayload
  extends AccountDetailsPayload
  implements RpcRequest<'accounts.character-move-to-town'>
{
  /** The character's name from the path; an unknown one is a 404. */
  @IsString()
  @Length(1, 64)
  name: string;
}

export class RenameCharacterPayload extends OwnCharacterPayload implements RpcRequest<'accounts.character-rename'> {
  @Satisfies(checkNewCharacterName)
  newName: string;
}
