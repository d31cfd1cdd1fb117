import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CharacterSummary, PATTERNS } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { UsernamePayload } from '@henesys/dto';
import { CharactersQuery } from './characters.query';

@Controller()
export class CharactersController {
  constructor(private readonly characters: CharactersQuery) {}

  @RpcHandler(PATTERNS.accountsCharacters)
  ofAccount(@Payload() payload: UsernamePayload): Promise<CharacterSummary[]> {
    return this.characters.ofAccount(payload.username);
  }
}
