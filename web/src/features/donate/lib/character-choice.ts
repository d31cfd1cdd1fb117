import type { AccountDetails } from '@henesys/contracts';

export type MyCharacter = AccountDetails['characters'][number];

/** How a character reads in the Founder Pack's list: 'MapleHero · Lv. 124 Hero'. */
export function characterLabel(character: MyCharacter): string {
  return `${character.name} · Lv. ${character.level} ${character.job}`;
}

/** The Founder Pack can go out only once the player's characters are known and there is one. */
export function canReceiveFounderPack(characters: readonly MyCharacter[] | undefined): boolean {
  return characters !== undefined && characters.length > 0;
}
