import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CharacterSummary, PATTERNS } from '@henesys/contracts';
import { UsernamePayload } from '@henesys/dto';
import { CharactersQuery } from './characters.query';

@Controller()
export class CharactersController {
  constructor(private readonly characters: CharactersQuery) {}

  @MessagePattern(PATTERNS.accountsCharacters)
  ofAccount(@Payload() payload: UsernamePayload): Promise<CharacterSummary[]> {
    return this.characters.ofAccount(payload.username);
  }
}
