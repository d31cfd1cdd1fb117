import { Injectable } from '@nestjs/common';
import {
  DomainException,
  ErrorCode,
  GrantNxType,
  groupThousands,
  StaffActor,
  StaffGrant,
  StaffGrantItem,
  StaffGrantRequest,
} from '@henesys/contracts';
import { BALANCE_COLUMN, GameAccount, GameAccounts, GameStaffGrants, NxLedger } from '@henesys/game';
import { ActivityRecorder, StaffAuditRecorder } from '@henesys/server';
import { DataSource, EntityManager } from 'typeorm';
import { requireAdmin } from './staff-access';
import { checkGrantRequest } from './staff-grant-rules';
import { grantActivityLine, grantParcelMessage, grantSummary, NX_TYPE_WORDS, STAFF_SENDER } from './staff-grant-words';
import { StaffGrantsRepository, StoredGrant } from './staff-grants.repository';

/** The key of a grant's rows in the game database (henesys_deliveries, henesys_nx_grants). */
export const gameKeyOf = (key: string) => `grant:${key}`;

/**
 * NX and items an Admin sends a player, once per key whoever sends it and however often: same-key
 * requests queue on a PostgreSQL lock; the first writes, in ONE game transaction, the key, the NX in the
 * ledger (applied behind the offline guard, or taken as a coupon) and one Duey package per item stack,
 * then the grant's row here; the others find that row and answer it. A crash between the two commits
 * leaves the game key: the retry writes nothing more there and records the row.
 */
@Injectable()
export class StaffGrantsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly grants: StaffGrantsRepository,
    private readonly accounts: GameAccounts,
    private readonly game: GameStaffGrants,
    private readonly ledger: NxLedger,
    private readonly activity: ActivityRecorder,
    private readonly audit: StaffAuditRecorder,
  ) {}

  async grant(actor: StaffActor, request: StaffGrantRequest): Promise<StaffGrant> {
    requireAdmin(actor, 'send NX or items');
    const reason = checkGrantRequest(request);
    const { grant, created } = await this.dataSource.transaction(async (manager) => {
      await this.grants.lockKey(manager, request.key);
      const existing = await this.grants.find(manager, request.key);
      if (existing) return { grant: existing, created: false };
      return { grant: await this.deliver(manager, actor, request, reason), created: true };
    });
    // On every answer: the activity line and the audit row are keyed by the grant, so a repeat adds
    // nothing, and a grant whose first answer was lost after its commit still gets them.
    await this.record(grant);
    const [answer] = await this.withDelivery([grant], created);
    return answer;
  }

  /** Under the key's lock: the game rows in one game transaction (none when the key was delivered before), then the row here. */
  private async deliver(
    manager: EntityManager,
    actor: StaffActor,
    request: StaffGrantRequest,
    reason: string,
  ): Promise<StoredGrant> {
    const account = await this.accounts.findById(request.accountId);
    if (!account) throw new DomainException(ErrorCode.NotFound, `Game account #${request.accountId} not found.`);
    const nx = request.nx ? { type: request.nx.type, amount: request.nx.amount } : null;
    const grant = {
      key: request.key,
      accountId: account.id,
      accountName: account.name,
      reason,
      nx,
      items: await this.itemsFor(account, request.items ?? []),
      by: actor.username,
      byId: actor.id,
    };
    const key = gameKeyOf(request.key);
    if (nx && nx.amount < 0 && !(await this.game.delivered(key))) await this.checkTakeBack(account, nx);
    await this.game.deliver({
      key,
      accountId: account.id,
      summary: grantSummary(grant),
      nx: nx && { balance: nx.type, amount: nx.amount },
      parcels: grant.items,
      sender: STAFF_SENDER,
      message: grantParcelMessage(reason),
    });
    return this.grants.insert(manager, grant);
  }

  /** The account's grants, newest first, with where each one's NX is now. */
  async ofAccount(accountId: number, limit: number): Promise<StaffGrant[]> {
    return this.withDelivery(await this.grants.ofAccount(accountId, limit), false);
  }

  private async withDelivery(grants: StoredGrant[], created: boolean): Promise<StaffGrant[]> {
    const states = await this.ledger.states(grants.filter((grant) => grant.nx).map((grant) => gameKeyOf(grant.key)));
    return grants.map(({ byId: _byId, ...grant }) => ({
      ...grant,
      delivery: {
        nx: grant.nx ? (states.get(gameKeyOf(grant.key)) ?? 'waiting') : 'none',
        items: grant.items.length > 0 ? 'in-duey' : 'none',
      },
      created,
    }));
  }

  /** Each item's character, which must be the account's own. */
  private async itemsFor(
    account: GameAccount,
    items: StaffGrantItem[],
  ): Promise<Array<StaffGrantItem & { characterName: string }>> {
    const names = await this.game.charactersOf(account.id, [...new Set(items.map((item) => item.characterId))]);
    return items.map((item) => {
      const characterName = names.get(item.characterId);
      if (!characterName)
        throw new DomainException(
          ErrorCode.CharacterNotOwned,
          `Character #${item.characterId} is not on ${account.name}'s account.`,
        );
      return { characterId: item.characterId, itemId: item.itemId, quantity: item.quantity, characterName };
    });
  }

  /**
   * NX is taken back from what the account holds and what waits for it. Two take-backs at once may each
   * pass: the balance still never goes below zero (NxLedger applies them with GREATEST(..., 0)).
   */
  private async checkTakeBack(account: GameAccount, nx: { type: GrantNxType; amount: number }): Promise<void> {
    const waiting = await this.ledger.pending(account.id);
    const held = Math.max(0, Number(account[BALANCE_COLUMN[nx.type]] ?? 0) + waiting[nx.type]);
    if (-nx.amount > held)
      throw new DomainException(
        ErrorCode.ValidationFailed,
        `The account holds only ${groupThousands(held)} ${NX_TYPE_WORDS[nx.type]} (its balance and the NX waiting for it): it cannot take back ${groupThousands(-nx.amount)}.`,
      );
  }

  private async record(grant: StoredGrant): Promise<void> {
    await this.activity.record(`staff-grant.${grant.key}`, grant.accountName, 'staff-gift', grantActivityLine(grant));
    await this.audit.record(
      gameKeyOf(grant.key),
      {
        actor: { id: grant.byId, name: grant.by },
        action: 'grant',
        target: `account:${grant.accountId}`,
        targetLabel: grant.accountName,
        accountId: grant.accountId,
        reason: grant.reason,
        before: null,
        after: { key: grant.key, nx: grant.nx, items: grant.items },
      },
      new Date(grant.createdAt),
    );
  }
}
