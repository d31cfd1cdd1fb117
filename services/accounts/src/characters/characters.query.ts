import { Injectable } from '@nestjs/common';
import { CharacterSummary, jobName } from '@henesys/contracts';
import { GameAccounts, GameCharacters, gameTimeToIso } from '@henesys/game';

@Injectable()
export class CharactersQuery {
  constructor(
    private readonly accounts: GameAccounts,
    private readonly characters: GameCharacters,
  ) {}

  /**
   * The characters of the game account named like the website user, strongest first. lastLogoutTime
   * is null for a character the game says never logged out.
   */
  async ofAccount(username: string, accountId?: number): Promise<CharacterSummary[]> {
    const id = accountId ?? (await this.accounts.findByName(username))?.id;
    if (id === undefined) return [];
    const rows = await this.characters.listForAccount(id);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      level: row.level,
      job: row.job,
      jobName: jobName(row.job),
      lastLogoutTime: row.lastLogoutTime === null ? null : gameTimeToIso(row.lastLogoutTime),
    }));
  }
}
