import { GameQueries } from '../game-database';

/** What a delivery's key row records (henesys_deliveries). */
export interface DeliveryClaim {
  key: string;
  accountId: number;
  characterId: number | null;
  /** Cut to 200 characters. */
  summary: string;
}

/**
 * Writes a delivery's key inside the caller's transaction, before its rows: false when the key is there
 * already, which means an earlier, committed delivery wrote them all. A concurrent delivery of the same
 * key waits on this insert until the other transaction commits or rolls back.
 */
export async function claimDelivery(tx: GameQueries, claim: DeliveryClaim): Promise<boolean> {
  const claimed = await tx.execute(
    'INSERT IGNORE INTO henesys_deliveries (delivery_key, account_id, character_id, summary) VALUES (?, ?, ?, ?)',
    [claim.key, claim.accountId, claim.characterId, claim.summary.slice(0, 200)],
  );
  return claimed.affectedRows === 1;
}

/** Whether the key was delivered (committed) before. */
export async function wasDelivered(queries: GameQueries, key: string): Promise<boolean> {
  const rows = await queries.rows<{ n: number }>('SELECT 1 AS n FROM henesys_deliveries WHERE delivery_key = ?', [key]);
  return rows.length > 0;
}
