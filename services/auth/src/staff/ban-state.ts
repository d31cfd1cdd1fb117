import type { StaffBanState } from '@henesys/contracts';
import { gameBan, StaffGameAccount } from '@henesys/game';

/** How the game reads the account's ban (GAME-DATABASE.md §8), as staff see it. */
export function banStateOf(
  account: Pick<StaffGameAccount, 'banned' | 'banreason' | 'tempban' | 'greason'>,
): StaffBanState {
  const ban = gameBan(account);
  return {
    banned: ban !== null,
    banReason: ban ? account.banreason : null,
    reasonCode: Number(account.greason),
    tempBanUntil: ban?.until ?? null,
  };
}

/** A UTC instant as the game's TIMESTAMP text (the game database session runs in UTC). */
export function toGameTime(instant: Date): string {
  return instant.toISOString().slice(0, 19).replace('T', ' ');
}
