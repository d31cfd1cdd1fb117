import { type FounderRewards, ITEM_IDS, type MedalStats } from '@henesys/contracts';
import { formatNumber, plural } from '../../../lib/format';

/** The medal's bonuses in the order the game lists them: '+4 all stats, +5 speed, +3 jump'. */
export function medalText(medal: MedalStats): string {
  const parts: Array<[number, string]> = [
    [medal.allStats, 'all stats'],
    [medal.speed, 'speed'],
    [medal.jump, 'jump'],
  ];
  return parts
    .filter(([value]) => value > 0)
    .map(([value, name]) => `+${value} ${name}`)
    .join(', ');
}

export interface RewardLine {
  id: string;
  text: string;
  /** The catalogue's item (ITEM_IDS) the line gives, linked to its library page. */
  itemId?: number;
}

/**
 * Every reward of a Founder Pack tier, from the catalogue the server delivers (SPEC §3): prepaid NX,
 * meso, potions, elixirs, scrolls, the 30-day medal, pets and the optional community roles.
 */
export function founderRewardLines(rewards: FounderRewards): RewardLine[] {
  const lines: RewardLine[] = [
    { id: 'nx', text: `${formatNumber(rewards.prepaidNx)} Prepaid NX` },
    { id: 'meso', text: `${formatNumber(rewards.meso)} meso to start with` },
    {
      id: 'white-potions',
      text: `${formatNumber(rewards.whitePotions)} White Potions`,
      itemId: ITEM_IDS.whitePotion,
    },
    { id: 'mana-elixirs', text: `${formatNumber(rewards.manaElixirs)} Mana Elixirs`, itemId: ITEM_IDS.manaElixir },
    {
      id: 'return-scrolls',
      text: `${formatNumber(rewards.returnScrolls)} Town Return Scrolls`,
      itemId: ITEM_IDS.returnScroll,
    },
    {
      id: 'medal',
      text: `${rewards.medalDays}-day Founder Medal (cash item): ${medalText(rewards.medal)}`,
      itemId: ITEM_IDS.founderMedal,
    },
  ];
  if (rewards.pets > 0) {
    lines.push({
      id: 'pets',
      text: `${plural(rewards.pets, 'exclusive permanent pet')} (untradeable)`,
      itemId: ITEM_IDS.founderPet,
    });
  }
  for (const role of rewards.roles) lines.push({ id: `role-${role}`, text: `${role} role on our Discord (optional)` });
  return lines;
}
