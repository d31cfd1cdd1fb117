import type { CharacterToolSettings } from '@henesys/contracts';
import { formatNumber } from '../../../lib/format';

/** The name change's rules as the form shows them: the game's, then the server's price and cooldown. */
export function nameRules(tools: CharacterToolSettings | undefined): string {
  const cooldown = tools?.nameChangeCooldownDays
    ? ` One change every ${tools.nameChangeCooldownDays} days per character.`
    : '';
  const price = tools?.nameChangePriceNx ? ` Costs ${formatNumber(tools.nameChangePriceNx)} NX Cash Credit.` : ' Free.';
  return `3 to 12 letters and digits, not taken, no words the game blocks.${cooldown}${price} Log out of the game first.`;
}

export const CHARACTER_TOOL_TEXTS = {
  changeName: 'Change name',
  moveToTown: 'Move to town',
  newName: 'New name',
  save: 'Change name',
  saving: 'Changing...',
  cancel: 'Cancel',
  moving: 'Moving...',
  moveQuestion: (name: string) => `Move ${name} to town? Log out of the game first.`,
  moveConfirm: 'Yes, move',
  failed: 'That did not work. Please try again.',
} as const;
