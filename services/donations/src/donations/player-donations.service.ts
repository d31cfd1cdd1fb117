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
  DomainException,
  paginationOf,
} from '@henesys/contracts';
import { GameAccounts, GameCharacters } from '@henesys/game';
import { ActivityRecorder } from '@henesys/server';
import { DataSource, EntityManager } from 'typeorm';
import { toDonationView } from './donation-view';
import { Donation, DonationsRepository, FounderPackTaken, TransactionCodeTaken } from './donations.repository';

const refuse = (code: ErrorCode, message: string) => new DomainException(code, message);

/** A player's own donations: submit, list, pay (transaction code), cancel. */
@Injectable()
export class PlayerDonationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly donations: DonationsRepository,
    private readonly activity: ActivityRecorder,
    private readonly gameAccounts: GameAccounts,
    private readonly gameCharacters: GameCharacters,
  ) {}

  /**
   * Price, name and rewards come from the catalogue, never from the client. The pending limit is
   * counted under a per-player advisory lock, so parallel submits cannot pass it together; one Founder
   * Pack per account is a partial unique index.
   */
  async submit(
    owner: DonationOwner,
    request: SubmitDonationRequest,
  ): Promise<{ donation: DonationView; message: string }> {
    const entry = findPackage(request.packageId);
    if (!entry) throw refuse(ErrorCode.ValidationFailed, MESSAGES.selectPackage);
    const characterName =
      entry.kind === 'founder' ? await this.ownCharacter(owner.username, request.characterName) : null;
    const [name, priceUsd] =
      entry.kind === 'founder' ? [entry.pack.name, entry.pack.priceUsd] : [entry.option.name, entry.option.priceUsd];
    const row = await this.dataSource
      .transaction(async (manager) => {
        await this.donations.lockSubmitsOf(manager, owner.id);
        if ((await this.donations.pendingCount(manager, owner.id)) >= MAX_PENDING_DONATIONS)
          throw refuse(ErrorCode.DonationPendingLimit, MESSAGES.pendingLimit);
        return this.donations.insert(manager, {
          userId: owner.id,
          username: owner.username,
          email: owner.email,
          packageId: request.packageId,
          packageName: name,
          isFounder: entry.kind === 'founder',
          characterName,
          amountUsd: priceUsd,
          paymentMethod: request.paymentMethod,
        });
      })
      .catch((error: unknown) => {
        throw error instanceof FounderPackTaken ? refuse(ErrorCode.FounderPackTaken, MESSAGES.founderPackTaken) : error;
      });
    await this.activity.record(
      `donation.${row.id}.submitted`,
      owner.username,
      'donation',
      `Donation #${row.id} requested: ${name} ($${priceUsd}) by ${methodLabel(request.paymentMethod)}`,
    );
    return { donation: toDonationView(row), message: MESSAGES.donationSubmitted };
  }

  async list(owner: DonationOwner, page: number, limit: number, status: DonationFilter): Promise<DonationPage> {
    const { rows, total } = await this.donations.pageOf(owner.id, status, page, limit);
    return {
      donations: rows.map(toDonationView),
      pagination: paginationOf(page, limit, total),
    };
  }

  /** Once, on a pending donation of one's own, in the shape the payment method uses, never reused. */
  async submitTransactionCode(
    owner: DonationOwner,
    id: number,
    transactionCode: string,
  ): Promise<SuccessMessage & { donation: DonationView }> {
    const code = transactionCode.trim();
    const row = await this.dataSource
      .transaction(async (manager) => {
        const donation = await this.lockOwn(manager, owner, id);
        if (donation.status !== 'pending') throw refuse(ErrorCode.DonationNotPending, MESSAGES.donationNotPending);
        if (donation.transactionCode) throw refuse(ErrorCode.TransactionCodeExists, MESSAGES.transactionCodeExists);
        if (!codeFits(donation.paymentMethod, code))
          throw refuse(ErrorCode.ValidationFailed, MESSAGES.transactionCodeShape);
        return this.donations.setTransactionCode(manager, id, code);
      })
      .catch((error: unknown) => {
        throw error instanceof TransactionCodeTaken
          ? refuse(ErrorCode.TransactionCodeTaken, MESSAGES.transactionCodeUsed)
          : error;
      });
    await this.activity.record(
      `donation.${id}.code`,
      owner.username,
      'donation',
      `Donation #${id}: transaction code submitted`,
    );
    return { success: true, message: MESSAGES.transactionCodeSubmitted, donation: toDonationView(row) };
  }

  /** The record stays, as `cancelled`: never deliverable, and no admin can complete it afterwards. */
  async cancel(owner: DonationOwner, id: number): Promise<SuccessMessage & { donation: DonationView }> {
    const row = await this.dataSource.transaction(async (manager) => {
      const donation = await this.lockOwn(manager, owner, id);
      if (donation.status !== 'pending') throw refuse(ErrorCode.DonationNotPending, MESSAGES.donationNotPending);
      return this.donations.setStatus(manager, id, 'cancelled');
    });
    await this.activity.record(`donation.${id}.cancelled`, owner.username, 'donation', `Donation #${id} cancelled`);
    return { success: true, message: MESSAGES.donationCancelled, donation: toDonationView(row) };
  }

  /** The package ids of the player's completed Founder Packs. */
  completedFounderPacks(userId: number): Promise<string[]> {
    return this.donations.completedFounderPacks(userId);
  }

  /** Another player's donation answers exactly like a missing one. */
  private async lockOwn(manager: EntityManager, owner: DonationOwner, id: number): Promise<Donation> {
    const donation = await this.donations.lock(manager, id, owner.id);
    if (!donation) throw refuse(ErrorCode.DonationNotFound, MESSAGES.donationNotFound);
    return donation;
  }

  /** The name as the game spells it, when the character belongs to this player's game account. */
  private async ownCharacter(username: string, requested: string | undefined): Promise<string> {
    const problem = checkCharacterName(requested);
    if (problem) throw refuse(ErrorCode.CharacterNameInvalid, problem);
    const account = await this.gameAccounts.findByName(username);
    const character = account
      ? await this.gameCharacters.findForAccount(account.id, requested?.trim() ?? '')
      : undefined;
    if (!character) throw refuse(ErrorCode.CharacterNotOwned, MESSAGES.characterNotYours);
    return character.name;
  }
}

function codeFits(paymentMethod: string, code: string): boolean {
  const coin = coinOf(paymentMethod);
  return coin ? COINS[coin].txHash.test(code) : GIFT_CARD_CODE.test(code);
}

function methodLabel(paymentMethod: string): string {
  return coinOf(paymentMethod) ?? 'gift card';
}
