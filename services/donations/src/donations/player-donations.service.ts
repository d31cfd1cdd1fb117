import { Injectable } from '@nestjs/common';
import {
  checkCharacterName,
  coinOf,
  COINS,
  DonationFilter,
  DonationOwner,
  DonationPage,
  DonationView,
  ErrorCode,
  findPackage,
  GIFT_CARD_CODE,
  MAX_PENDING_DONATIONS,
  MESSAGES,
  SubmitDonationRequest,
  SuccessMessage,
} from '@henesys/contracts';
import { GameAccounts, GameCharacters } from '@henesys/game';
import { ActivityRecorder, DomainException } from '@henesys/server';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { DonationRow, toDonationView } from './donation-view';

const refuse = (code: ErrorCode, message: string) => new DomainException(code, message);

/** A player's own donations: submit, list, pay (transaction code), cancel. */
@Injectable()
export class PlayerDonationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly activity: ActivityRecorder,
    private readonly gameAccounts: GameAccounts,
    private readonly gameCharacters: GameCharacters,
  ) {}

  /**
   * Price, name and rewards come from the catalogue, never from the client. The pending limit is
   * counted under a per-player advisory lock, so parallel submits cannot pass it together; one Founder
   * Pack per account is a partial unique index.
   */
  async submit(owner: DonationOwner, request: SubmitDonationRequest): Promise<{ donation: DonationView; message: string }> {
    const entry = findPackage(request.packageId);
    if (!entry) throw refuse(ErrorCode.ValidationFailed, MESSAGES.selectPackage);
    const characterName = entry.kind === 'founder' ? await this.ownCharacter(owner.username, request.characterName) : null;
    const [name, priceUsd] = entry.kind === 'founder' ? [entry.pack.name, entry.pack.priceUsd] : [entry.option.name, entry.option.priceUsd];
    const row = await this.dataSource
      .transaction(async (manager) => {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('donations.submit'), $1)`, [owner.id]);
        const [{ pending }] = await manager.query(`SELECT count(*)::int AS pending FROM donations.donations WHERE user_id = $1 AND status = 'pending'`, [owner.id]);
        if (pending >= MAX_PENDING_DONATIONS) throw refuse(ErrorCode.Conflict, MESSAGES.pendingLimit);
        const [inserted] = await manager.query(
          `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, character_name, amount_usd, payment_method)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
          [owner.id, owner.username, owner.email, request.packageId, name, entry.kind === 'founder', characterName, priceUsd, request.paymentMethod],
        );
        return inserted as DonationRow;
      })
      .catch((error: unknown) => {
        if (constraintOf(error) === 'donations_one_founder_pack') throw refuse(ErrorCode.Conflict, MESSAGES.founderPackTaken);
        throw error;
      });
    await this.activity.record(`donation.${row.id}.submitted`, owner.username, 'donation', `Donation #${row.id} requested: ${name} ($${priceUsd}) by ${methodLabel(request.paymentMethod)}`);
    return { donation: toDonationView(row), message: MESSAGES.donationSubmitted };
  }

  async list(owner: DonationOwner, page: number, limit: number, status: DonationFilter): Promise<DonationPage> {
    const filter = status === 'all' ? null : status;
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM donations.donations WHERE user_id = $1 AND ($2::text IS NULL OR status = $2)`, [owner.id, filter]);
    const rows: DonationRow[] = await this.dataSource.query(
      `SELECT * FROM donations.donations WHERE user_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [owner.id, filter, limit, (page - 1) * limit],
    );
    return { donations: rows.map(toDonationView), pagination: { page, pages: Math.max(1, Math.ceil(total / limit)), total, limit } };
  }

  /** Once, on a pending donation of one's own, in the shape the payment method uses, never reused. */
  async submitTransactionCode(owner: DonationOwner, id: number, transactionCode: string): Promise<SuccessMessage & { donation: DonationView }> {
    const code = transactionCode.trim();
    const row = await this.dataSource
      .transaction(async (manager) => {
        const donation = await this.lockOwn(manager, owner, id);
        if (donation.status !== 'pending') throw refuse(ErrorCode.Conflict, MESSAGES.donationNotPending);
        if (donation.transaction_code) throw refuse(ErrorCode.Conflict, MESSAGES.transactionCodeExists);
        if (!codeFits(donation.payment_method, code)) throw refuse(ErrorCode.ValidationFailed, MESSAGES.transactionCodeShape);
        const [[updated]] = await manager.query(`UPDATE donations.donations SET transaction_code = $2, updated_at = now() WHERE id = $1 RETURNING *`, [id, code]);
        return updated as DonationRow;
      })
      .catch((error: unknown) => {
        if (constraintOf(error) === 'donations_transaction_code_key') throw refuse(ErrorCode.Conflict, MESSAGES.transactionCodeUsed);
        throw error;
      });
    await this.activity.record(`donation.${id}.code`, owner.username, 'donation', `Donation #${id}: transaction code submitted`);
    return { success: true, message: MESSAGES.transactionCodeSubmitted, donation: toDonationView(row) };
  }

  /** The record stays, as `cancelled`: never deliverable, and no admin can complete it afterwards. */
  async cancel(owner: DonationOwner, id: number): Promise<SuccessMessage & { donation: DonationView }> {
    const row = await this.dataSource.transaction(async (manager) => {
      const donation = await this.lockOwn(manager, owner, id);
      if (donation.status !== 'pending') throw refuse(ErrorCode.Conflict, MESSAGES.donationNotPending);
      const [[updated]] = await manager.query(`UPDATE donations.donations SET status = 'cancelled', updated_at = now() WHERE id = $1 RETURNING *`, [id]);
      return updated as DonationRow;
    });
    await this.activity.record(`donation.${id}.cancelled`, owner.username, 'donation', `Donation #${id} cancelled`);
    return { success: true, message: MESSAGES.donationCancelled, donation: toDonationView(row) };
  }

  completedFounderPacks(userId: number): Promise<Array<{ package_id: string }>> {
    return this.dataSource.query(`SELECT package_id FROM donations.donations WHERE user_id = $1 AND is_founder AND status = 'completed'`, [userId]);
  }

  /** Another player's donation answers exactly like a missing one. */
  private async lockOwn(manager: EntityManager, owner: DonationOwner, id: number): Promise<DonationRow> {
    const [row] = await manager.query(`SELECT * FROM donations.donations WHERE id = $1 AND user_id = $2 FOR UPDATE`, [id, owner.id]);
    if (!row) throw refuse(ErrorCode.NotFound, MESSAGES.donationNotFound);
    return row;
  }

  /** The name as the game spells it, when the character belongs to this player's game account. */
  private async ownCharacter(username: string, requested: string | undefined): Promise<string> {
    const problem = checkCharacterName(requested);
    if (problem) throw refuse(ErrorCode.ValidationFailed, problem);
    const account = await this.gameAccounts.findByName(username);
    const character = account ? await this.gameCharacters.findForAccount(account.id, requested?.trim() ?? '') : undefined;
    if (!character) throw refuse(ErrorCode.ValidationFailed, MESSAGES.characterNotYours);
    return character.name;
  }
}

function constraintOf(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
}

function codeFits(paymentMethod: string, code: string): boolean {
  const coin = coinOf(paymentMethod);
  return coin ? COINS[coin].txHash.test(code) : GIFT_CARD_CODE.test(code);
}

function methodLabel(paymentMethod: string): string {
  return coinOf(paymentMethod) ?? 'gift card';
}
