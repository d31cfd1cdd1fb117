import { Injectable } from '@nestjs/common';
import { GameAccounts } from '../accounts/game-accounts';
import { GameCharacters } from '../characters/game-characters';
import { GameDatabase } from '../game-database';
import { NxBalance, NxLedger, writeCoupon } from '../nx/nx-ledger';
import { claimDelivery, wasDelivered } from './delivery-keys';
import { DueyParcel, sendDueyParcels, sendNote } from './duey';

/** The nxcode_items type that pays an item (GAME-DATABASE.md §3(a): any type ≥ 5). */
export const COUPON_ITEM_TYPE = 5;
/** How long an item coupon can be redeemed (the server deletes codes 14 days past their expiry). */
export const ITEM_COUPON_DAYS = 90;

/** An item the game itself creates when the player types a coupon code in the Cash Shop (pets, cash items). */
export interface CouponItem {
  itemId: number;
  quantity: number;
}

export interface GameRewardRequest {
  /** The business key (`donation:<id>`): the rows below are written once per key, ever. */
  key: string;
  /** The game account (accounts.name, matched as the game matches it). */
  accountName: string;
  /** The character that receives items; null for NX only. */
  characterName: string | null;
  /** Stored with the key (≤ 200 characters). */
  summary: string;
  /** NX for the ledger (henesys_nx_grants, keyed by `key`); applied to the balance behind the offline guard. */
  nx: { balance: NxBalance; amount: number; source: string } | null;
  /** Duey packages for the character, one item stack each. */
  parcels: DueyParcel[];
  /** Items the game must create itself: one single-use coupon code each. */
  couponItems: CouponItem[];
  /** dueypackages.SenderName and notes.from (≤ 13). */
  sender: string;
  /** dueypackages.Message (≤ 200). */
  parcelMessage: string;
  /** The note for the character (null: none); it gets the coupon codes, in order. */
  note: ((coupons: string[]) => string) | null;
}

export type GameRewardResult =
  | { written: true; accountId: number; characterId: number | null; coupons: string[] }
  /** The key was delivered before: nothing was written this time. */
  | { written: false };

/** The account or the character the reward is for does not exist (any more): an admin must fix it. */
export class GameRewardTargetMissing extends Error {
  override name = 'GameRewardTargetMissing';
}

export interface GameRewardHooks {
  /** Runs inside the transaction after every row was written, before COMMIT (tests hold the transaction here). */
  beforeCommit?: () => Promise<void>;
}

/**
 * Delivers a reward into the game database exactly once: in ONE MySQL transaction the key goes into
 * henesys_deliveries (a key found there means every row below was written by an earlier, committed
 * delivery: nothing more is written), the NX grant, the Duey packages with their items, the coupon
 * codes and the note. Either all of it commits or none of it does.
 */
@Injectable()
export class GameRewards {
  constructor(
    private readonly db: GameDatabase,
    private readonly accounts: GameAccounts,
    private readonly characters: GameCharacters,
    private readonly ledger: NxLedger,
  ) {}

  /** Whether the key was delivered (committed) before. */
  async delivered(key: string): Promise<boolean> {
    return wasDelivered(this.db, key);
  }

  async deliver(request: GameRewardRequest, hooks: GameRewardHooks = {}): Promise<GameRewardResult> {
    return this.db.transaction(async (tx): Promise<GameRewardResult> => {
      const account = await this.accounts.findByName(request.accountName, tx);
      if (!account) throw new GameRewardTargetMissing(`The game account ${request.accountName} no longer exists`);
      const character = request.characterName
        ? await this.characters.findForAccount(account.id, request.characterName, tx)
        : undefined;
      if (request.characterName && !character)
        throw new GameRewardTargetMissing(
          `The character ${request.characterName} no longer exists on ${request.accountName}'s account`,
        );
      const claim = {
        key: request.key,
        accountId: account.id,
        characterId: character?.id ?? null,
        summary: request.summary,
      };
      if (!(await claimDelivery(tx, claim))) return { written: false };
      if (request.nx && request.nx.amount > 0) {
        await this.ledger.grant(
          {
            accountId: account.id,
            balance: request.nx.balance,
            amount: request.nx.amount,
            source: request.nx.source,
            sourceKey: request.key,
          },
          tx,
        );
      }
      const coupons: string[] = [];
      if (character) {
        await sendDueyParcels(tx, character.id, request.sender, request.parcelMessage, request.parcels);
        for (const item of request.couponItems) {
          coupons.push(
            (
              await writeCoupon(
                tx,
                [{ type: COUPON_ITEM_TYPE, item: item.itemId, quantity: item.quantity }],
                ITEM_COUPON_DAYS,
              )
            ).code,
          );
        }
        if (request.note) await sendNote(tx, character.name, request.sender, request.note(coupons));
      }
      await hooks.beforeCommit?.();
      return { written: true, accountId: account.id, characterId: character?.id ?? null, coupons };
    });
  }
}
