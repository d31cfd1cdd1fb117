import { Injectable } from '@nestjs/common';
import { confirmOffline, OfflineState } from '../accounts/offline-guard';
import { GameDatabase, GameQueries } from '../game-database';
import { findOwnCharacter } from './name-changes';

/** Once per character per hour (henesys_character_moves). */
export const MOVE_TO_TOWN_INTERVAL_SECONDS = 3600;

export interface MoveToTownRequest {
  accountId: number;
  characterName: string;
  /** The town it goes to (characters.map), spawn point 0. */
  townMapId: number;
  /** Maps it is never moved out of (the game's jail): staff decide. */
  refusedMapIds: number[];
  confirmSeconds: number;
}

export type MoveToTownOutcome =
  | { kind: 'not-found' }
  | { kind: 'in-jail'; name: string }
  | { kind: 'too-soon'; name: string; waitSeconds: number }
  | { kind: 'not-offline'; state: Exclude<OfflineState, { kind: 'confirmed' }> }
  | { kind: 'moved'; characterId: number; name: string; mapId: number };

/**
 * "Move to town" for a stuck character: its map and spawn point, which the game reads when the
 * character logs in, written only while the account is confirmed logged out (a running game would
 * save its own position over them). Never touches loggedin.
 */
@Injectable()
export class GameCharacterMoves {
  constructor(private readonly db: GameDatabase) {}

  async moveToTown(request: MoveToTownRequest): Promise<MoveToTownOutcome> {
    return this.db.transaction(async (tx) => {
      const offline = await confirmOffline(tx, request.accountId, request.confirmSeconds);
      const character = offline && (await findOwnCharacter(tx, request.accountId, request.characterName));
      if (!offline || !character) return { kind: 'not-found' };
      if (request.refusedMapIds.includes(Number(character.map))) return { kind: 'in-jail', name: character.name };
      const waitSeconds = await secondsUntilNextMove(tx, character.id);
      if (waitSeconds > 0) return { kind: 'too-soon', name: character.name, waitSeconds };
      if (offline.state.kind !== 'confirmed') return { kind: 'not-offline', state: offline.state };
      await tx.execute('UPDATE characters SET map = ?, spawnpoint = 0 WHERE id = ?', [request.townMapId, character.id]);
      await tx.execute(
        `INSERT INTO henesys_character_moves (character_id, account_id, moved_at) VALUES (?, ?, NOW(3))
         ON DUPLICATE KEY UPDATE moved_at = NOW(3)`,
        [character.id, request.accountId],
      );
      return { kind: 'moved', characterId: character.id, name: character.name, mapId: request.townMapId };
    });
  }
}

async function secondsUntilNextMove(tx: GameQueries, characterId: number): Promise<number> {
  const [row] = await tx.rows<{ waitSeconds: number }>(
    'SELECT TIMESTAMPDIFF(SECOND, NOW(3), moved_at + INTERVAL ? SECOND) AS waitSeconds FROM henesys_character_moves WHERE character_id = ?',
    [MOVE_TO_TOWN_INTERVAL_SECONDS, characterId],
  );
  return row ? Math.max(0, Number(row.waitSeconds)) : 0;
}
