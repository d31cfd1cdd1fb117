import { Injectable } from '@nestjs/common';
import {
  CHARACTER_TOOL_MESSAGES as SAY,
  CharacterToolSettings,
  checkNewCharacterName,
  DomainException,
  ErrorCode,
  groupThousands,
  MoveToTownAnswer,
  RenameCharacterAnswer,
  waitInWords,
} from '@henesys/contracts';
import { OwnCharacterPayload, RenameCharacterPayload } from '@henesys/dto';
import {
  GameAccount,
  GameAccounts,
  GameCharacterMoves,
  GameNameChanges,
  hasBlockedWord,
  NameChangeOutcome,
  OfflineState,
} from '@henesys/game';
import { ActivityRecorder, StaffAuditRecorder } from '@henesys/server';
import { DataSource } from 'typeorm';
import { AccountsEnv } from '../config/accounts-env';

const fill = (message: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), message);

const refused = (code: ErrorCode, message: string) => new DomainException(code, message);

const notFound = (name: string) => refused(ErrorCode.NotFound, fill(SAY.characterNotFound, { name }));

/** 409: in game, or logged out but not yet seen so for long enough (the player is told how long to wait). */
function notOffline(state: Exclude<OfflineState, { kind: 'confirmed' }>): DomainException {
  return refused(
    ErrorCode.LogOutOfGameFirst,
    state.kind === 'in-game' ? SAY.logOutFirst : fill(SAY.logOutConfirming, { wait: waitInWords(state.waitSeconds) }),
  );
}

/** A game time (`YYYY-MM-DD HH:MM:SS`, UTC) as the player reads it. */
const utcMinute = (time: string) => `${time.slice(0, 16)} UTC`;

/**
 * A player's own tools for their characters (issue 31): a name change by the game's rules and a move to
 * town, written in the game database only while the account is confirmed logged out (GameNameChanges,
 * GameCharacterMoves); the activity log and, for a name change, the staff audit trail record them.
 */
@Injectable()
export class CharacterToolsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: GameAccounts,
    private readonly names: GameNameChanges,
    private readonly moves: GameCharacterMoves,
    private readonly env: AccountsEnv,
    private readonly activity: ActivityRecorder,
    private readonly audit: StaffAuditRecorder,
  ) {}

  settings(): CharacterToolSettings {
    return {
      nameChangePriceNx: this.env.NAME_CHANGE_PRICE_NX,
      nameChangeCooldownDays: this.env.NAME_CHANGE_COOLDOWN_DAYS,
    };
  }

  async rename(request: RenameCharacterPayload): Promise<RenameCharacterAnswer> {
    const problem = checkNewCharacterName(request.newName);
    if (problem) throw refused(ErrorCode.CharacterNameRefused, problem);
    if (hasBlockedWord(request.newName)) throw refused(ErrorCode.CharacterNameRefused, SAY.nameBlocked);
    const account = await this.ownAccount(request);
    const price = this.env.NAME_CHANGE_PRICE_NX;
    // The game has no unique key on character names and its own row lock is the account's: two accounts
    // taking one name at once queue on the name here (held until the game transaction has committed).
    const outcome = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`rename:${request.newName.toLowerCase()}`]);
      return this.names.rename({
        accountId: account.id,
        characterName: request.name,
        newName: request.newName,
        cooldownDays: this.env.NAME_CHANGE_COOLDOWN_DAYS,
        priceNx: price,
        confirmSeconds: this.env.GAME_OFFLINE_CONFIRM_SECONDS,
      });
    });
    if (outcome.kind !== 'renamed') throw this.renameRefusal(outcome, request.name);
    await this.recordRename(request, account, outcome, price);
    return {
      oldName: outcome.oldName,
      newName: outcome.newName,
      nxTaken: price,
      message: fill(SAY.renamed, { old: outcome.oldName, new: outcome.newName }),
    };
  }

  async moveToTown(request: OwnCharacterPayload): Promise<MoveToTownAnswer> {
    const account = await this.ownAccount(request);
    const outcome = await this.moves.moveToTown({
      accountId: account.id,
      characterName: request.name,
      townMapId: this.env.UNSTUCK_MAP_ID,
      refusedMapIds: this.env.UNSTUCK_REFUSED_MAPS.split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .map(Number),
      confirmSeconds: this.env.GAME_OFFLINE_CONFIRM_SECONDS,
    });
    switch (outcome.kind) {
      case 'not-found':
        throw notFound(request.name);
      case 'in-jail':
        throw refused(ErrorCode.CharacterInJail, fill(SAY.inJail, { name: outcome.name }));
      case 'too-soon':
        throw refused(
          ErrorCode.MoveToTownTooSoon,
          fill(SAY.moveTooSoon, { name: outcome.name, wait: waitInWords(outcome.waitSeconds) }),
        );
      case 'not-offline':
        throw notOffline(outcome.state);
    }
    await this.activity.record(
      `move:${outcome.characterId}:${Date.now()}`,
      account.name,
      'character-move',
      `Moved ${outcome.name} to town (map ${outcome.mapId})`,
    );
    return { name: outcome.name, mapId: outcome.mapId, message: fill(SAY.moved, { name: outcome.name }) };
  }

  private async ownAccount(request: OwnCharacterPayload): Promise<GameAccount> {
    const account = await this.accounts.findByName(request.username);
    if (!account) throw notFound(request.name);
    return account;
  }

  private renameRefusal(outcome: Exclude<NameChangeOutcome, { kind: 'renamed' }>, name: string): DomainException {
    switch (outcome.kind) {
      case 'not-found':
        return notFound(name);
      case 'taken':
        return refused(ErrorCode.CharacterNameRefused, SAY.nameTaken);
      case 'pending':
        return refused(ErrorCode.NameChangeTooSoon, SAY.namePending);
      case 'cooldown':
        return refused(
          ErrorCode.NameChangeTooSoon,
          fill(SAY.nameCooldown, {
            days: this.env.NAME_CHANGE_COOLDOWN_DAYS,
            date: utcMinute(outcome.nextChangeAt),
          }),
        );
      case 'not-enough-nx':
        return refused(
          ErrorCode.NotEnoughNx,
          fill(SAY.notEnoughNx, {
            price: groupThousands(this.env.NAME_CHANGE_PRICE_NX),
            balance: groupThousands(outcome.balance),
          }),
        );
      case 'not-offline':
        return notOffline(outcome.state);
    }
  }

  /** The player's log, and the staff audit trail with the player as the actor. */
  private async recordRename(
    request: RenameCharacterPayload,
    account: GameAccount,
    outcome: Extract<NameChangeOutcome, { kind: 'renamed' }>,
    price: number,
  ): Promise<void> {
    const paid = price > 0 ? ` for ${groupThousands(price)} NX Credit` : '';
    await this.activity.record(
      `rename:${outcome.nameChangeId}`,
      account.name,
      'character-rename',
      `Renamed ${outcome.oldName} to ${outcome.newName}${paid}`,
    );
    await this.audit.record(`character.rename:${outcome.nameChangeId}`, {
      actor: { id: request.userId, name: request.username },
      action: 'character.rename',
      target: `character:${outcome.characterId}`,
      targetLabel: outcome.newName,
      accountId: account.id,
      reason: null,
      before: { name: outcome.oldName },
      after: { name: outcome.newName, nxTaken: price },
    });
  }
}
