import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MoveToTownAnswer, PATTERNS, RenameCharacterAnswer } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { OwnCharacterPayload, RenameCharacterPayload } from '@henesys/dto';
import { CharacterToolsService } from './character-tools.service';

@Controller()
export class CharacterToolsController {
  constructor(private readonly tools: CharacterToolsService) {}

  @RpcHandler(PATTERNS.accountsCharacterRename)
  rename(@Payload() payload: RenameCharacterPayload): Promise<RenameCharacterAnswer> {
    return this.tools.rename(payload);
  }

  @RpcHandler(PATTERNS.accountsCharacterMoveToTown)
  moveToTown(@Payload() payload: OwnCharacterPayload): Promise<MoveToTownAnswer> {
    return this.tools.moveToTown(payload);
  }
}
