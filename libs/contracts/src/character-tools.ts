/**
 * A player's tools for their own characters (issue 31): a name change by the game's rules, and a move
 * to a safe town. Both write the game database only while the account is confirmed logged out.
 */

/** Cosmic's `Character.canCreateChar`: 3 to 12 letters and digits, nothing else. */
export const CHARACTER_NAME_PATTERN = /^[a-zA-Z0-9]{3,12}$/;

export const CHARACTER_TOOL_MESSAGES = {
  nameInvalid: 'A name has 3 to 12 letters (a-z, A-Z) and digits, nothing else.',
  nameBlocked: 'That name contains a word the game does not allow.',
  nameTaken: 'That name is taken.',
  namePending: 'This character already has a name change waiting for the game.',
  nameCooldown: 'This character changed name less than {days} days ago: the next change is possible from {date}.',
  notEnoughNx: 'A name change costs {price} NX Credit and you have {balance}.',
  logOutFirst: 'Log out of the game first.',
  /** Logged out, but not seen so for long enough: the game may still hold the character in memory. */
  logOutConfirming:
    'Log out of the game first. If you already have, stay logged out and try again in {wait}: the site makes sure the game has let go of your account before changing it.',
  characterNotFound: 'You have no character named {name}.',
  inJail: '{name} is in jail and cannot be moved. Please contact staff.',
  moveTooSoon: '{name} was moved to town less than an hour ago. Try again in {wait}.',
  renamed: '{old} is now {new}. The game shows the new name at your next login; rankings follow at their next update.',
  moved: '{name} will be in town at your next login.',
} as const;

/** A name the site may try: null when it fits the game's pattern (blocked words and "taken" are the server's). */
export function checkNewCharacterName(name: string | undefined): string | null {
  return name && CHARACTER_NAME_PATTERN.test(name) ? null : CHARACTER_TOOL_MESSAGES.nameInvalid;
}

/** What the dashboard shows beside the actions (the server's settings). */
export interface CharacterToolSettings {
  /** NX Credit a name change costs (0: free). */
  nameChangePriceNx: number;
  /** Days between two name changes of one character (0: none). */
  nameChangeCooldownDays: number;
}

export interface RenameCharacterAnswer {
  oldName: string;
  newName: string;
  /** NX Credit taken for it. */
  nxTaken: number;
  message: string;
}

export interface MoveToTownAnswer {
  name: string;
  mapId: number;
  message: string;
}

/** "5 minutes", "1 minute", "40 seconds": a wait in the player's words. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The caller's own game account, from the gateway's session (never from the body). */
interface OwnCharacter {
  userId: number;
  username: string;
  name: string;
}

/** Served by the accounts service. */
export type CharacterToolsRpc = {
  'accounts.character-rename': { request: OwnCharacter & { newName: string }; response: RenameCharacterAnswer };
  'accounts.character-move-to-town': { request: OwnCharacter; response: MoveToTownAnswer };
};

export const CHARACTER_TOOLS_PATTERNS = {
  accountsCharacterRename: 'accounts.character-rename',
  accountsCharacterMoveToTown: 'accounts.character-move-to-town',
} as const satisfies Record<string, keyof CharacterToolsRpc>;
