import { Injectable } from '@nestjs/common';
import { GameDatabase } from '../game-database';
import { NxBalance, NxLedger } from '../nx/nx-ledger';
import { claimDelivery, wasDelivered } from './delivery-keys';
import { sendDueyParcels } from './duey';

/** One item stack for one character: one Duey package. */
export interface StaffGrantParcel {
  characterId: number;
  itemId: number;
  quantity: number;
}

export interface StaffGrantDelivery {
  /** `grant:<key>`: the delivery key, and the NX grant's key in the ledger. */
  key: string;
  accountId: number;
  /** Stored with the key (≤ 200 characters). */
  summary: string;
  /** Negative: taken back by the sweeper (never below zero). */
  nx: { balance: NxBalance; amount: number } | null;
  parcels: StaffGrantParcel[];
  /** dueypackages.SenderName (≤ 13) and Message (≤ 200). */
  sender: string;
  message: string;
}

/**
 * A staff member's grant into the game database, exactly once per key, like a donation's reward
 * (GameRewards): in ONE transaction the key (henesys_deliveries), the NX in the ledger and one Duey
 * package per item stack; a key already there means all of it was written before, and nothing is.
 */
@Injectable()
export class GameStaffGrants {
  constructor(
    private readonly db: GameDatabase,
    private readonly ledger: NxLedger,
  ) {}

  /** Whether the key was delivered (committed) before. */
  delivered(key: string): Promise<boolean> {
    return wasDelivered(this.db, key);
  }

  /** The account's characters among `characterIds`, by id. */
  async charactersOf(accountId: number, characterIds: number[]): Promise<Map<number, string>> {
    if (characterIds.length === 0) return new Map();
    const rows = await this.db.rows<{ id: number; name: string }>(
      'SELECT id, `name` FROM characters WHERE accountid = ? AND id IN (?)',
      [accountId, characterIds],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** True when this call wrote the grant; false when the key was delivered before (nothing written). */
  async deliver(grant: StaffGrantDelivery): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const claim = { key: grant.key, accountId: grant.accountId, characterId: null, summary: grant.summary };
      if (!(await claimDelivery(tx, claim))) return false;
      // INSERT IGNORE also skips a row its CHECKs refuse (a database without migration 003): never claim the key then.
      if (
        grant.nx &&
        !(await this.ledger.grant(
          { accountId: grant.accountId, ...grant.nx, source: 'staff', sourceKey: grant.key },
          tx,
        ))
      )
        throw new Error(`The NX of ${grant.key} was not written: is the game database migrated (003-nx-grants-staff)?`);
      for (const parcel of grant.parcels)
        await sendDueyParcels(tx, parcel.characterId, grant.sender, grant.message, [
          { itemId: parcel.itemId, quantity: parcel.quantity, meso: 0, expiresAt: null },
        ]);
      return true;
    });
  }
}
