import { Injectable } from '@nestjs/common';
import { confirmOffline, OfflineState } from '../accounts/offline-guard';
import { GameDatabase, GameQueries } from '../game-database';
import { NxLedger } from '../nx/nx-ledger';

export interface NameChangeRequest {
  accountId: number;
  /** The character's current name, as the player typed it (matched as the game matches names). */
  characterName: string;
  /** Already checked against the game's pattern and blocked words. */
  newName: string;
  cooldownDays: number;
  /** NX Credit taken in the same transaction (0: free). */
  priceNx: number;
  confirmSeconds: number;
}

export type NameChangeOutcome =
  | { kind: 'not-found' }
  | { kind: 'taken' }
  | { kind: 'pending' }
  | { kind: 'cooldown'; nextChangeAt: string }
  | { kind: 'not-enough-nx'; balance: number }
  | { kind: 'not-offline'; state: Exclude<OfflineState, { kind: 'confirmed' }> }
  | { kind: 'renamed'; characterId: number; oldName: string; newName: string; nameChangeId: number };

type Refusal = Exclude<NameChangeOutcome, { kind: 'renamed' | 'not-offline' }>;

interface OwnCharacter {
  id: number;
  name: string;
}

/**
 * A character's name change as Cosmic makes it (GAME-DATABASE.md §8): `registerNameChange`'s rules
 * (one pending change, the cooldown after the last completed one), `canCreateChar`'s "not taken", and
 * `doNameChange`'s statements, which at cf5ba092 are only `characters.name` and `rings.partnername`
 * (the rest of that method is commented out) plus the `namechanges` row, here completed at once. The
 * writes happen only in the transaction that holds the account confirmed logged out.
 */
@Injectable()
export class GameNameChanges {
  constructor(
    private readonly db: GameDatabase,
    private readonly ledger: NxLedger,
  ) {}

  async rename(request: NameChangeRequest): Promise<NameChangeOutcome> {
    return this.db.transaction(async (tx) => {
      // The account's row lock first: a parallel rename of the same account waits here, then reads what this one wrote.
      const offline = await confirmOffline(tx, request.accountId, request.confirmSeconds);
      if (!offline) return { kind: 'not-found' };
      const character = await findOwnCharacter(tx, request.accountId, request.characterName);
      if (!character) return { kind: 'not-found' };
      const refusal =
        (await nameChangeRefusal(tx, character.id, request.cooldownDays)) ??
        (await takenRefusal(tx, request.newName)) ??
        balanceRefusal(offline.account.nxCredit, request.priceNx);
      if (refusal) return refusal;
      if (offline.state.kind !== 'confirmed') return { kind: 'not-offline', state: offline.state };
      const change = await tx.execute(
        'INSERT INTO namechanges (characterid, old, new, completionTime) VALUES (?, ?, ?, CURRENT_TIMESTAMP)',
        [character.id, character.name, request.newName],
      );
      if (request.priceNx > 0) {
        const spent = await this.ledger.spend(
          tx,
          {
            accountId: request.accountId,
            balance: 'credit',
            amount: request.priceNx,
            source: 'rename',
            sourceKey: `rename:${change.insertId}`,
          },
          offline.state.lastlogin,
        );
        if (!spent) throw new Error(`Account ${request.accountId} changed under its row lock`);
      }
      // Character.doNameChange's statements, in its order.
      await tx.execute('UPDATE characters SET `name` = ? WHERE id = ?', [request.newName, character.id]);
      await tx.execute('UPDATE rings SET partnername = ? WHERE partnername = ?', [request.newName, character.name]);
      return {
        kind: 'renamed',
        characterId: character.id,
        oldName: character.name,
        newName: request.newName,
        nameChangeId: change.insertId,
      };
    });
  }
}

/** The account's character of that name (the game's case-insensitive match), locked for the transaction. */
export async function findOwnCharacter(
  tx: GameQueries,
  accountId: number,
  name: string,
): Promise<(OwnCharacter & { map: number }) | undefined> {
  const [row] = await tx.rows<OwnCharacter & { map: number }>(
    'SELECT id, `name`, map FROM characters WHERE accountid = ? AND `name` = ? FOR UPDATE',
    [accountId, name],
  );
  return row;
}

/** Character.registerNameChange: a pending change, or a completed one within the cooldown, refuses. */
async function nameChangeRefusal(tx: GameQueries, characterId: number, cooldownDays: number): Promise<Refusal | null> {
  const [row] = await tx.rows<{ pending: number; cooling: number; nextChangeAt: string | null }>(
    `SELECT COALESCE(MAX(completionTime IS NULL), 0) AS pending,
       COALESCE(MAX(completionTime) + INTERVAL ? DAY > NOW(), 0) AS cooling,
       MAX(completionTime) + INTERVAL ? DAY AS nextChangeAt
     FROM namechanges WHERE characterid = ?`,
    [cooldownDays, cooldownDays, characterId],
  );
  if (Number(row?.pending)) return { kind: 'pending' };
  if (Number(row?.cooling) && row.nextChangeAt) return { kind: 'cooldown', nextChangeAt: row.nextChangeAt };
  return null;
}

/** Character.getIdByName: any character of that name, compared as the column's collation does (case-insensitive). */
async function takenRefusal(tx: GameQueries, newName: string): Promise<Refusal | null> {
  const rows = await tx.rows<{ id: number }>('SELECT id FROM characters WHERE `name` = ? LIMIT 1', [newName]);
  return rows.length > 0 ? { kind: 'taken' } : null;
}

function balanceRefusal(nxCredit: number | null, price: number): Refusal | null {
  const balance = nxCredit ?? 0;
  return price > 0 && balance < price ? { kind: 'not-enough-nx', balance } : null;
}
