import type { FounderRewards, MedalStats } from '@henesys/contracts';

/** SPEC §9: numbers use a space as thousands separator ('35 000'). */
export function formatAmount(value: number): string {
  return Math.round(value).toLocaleString('en-US').replace(/,/g, ' ');
}

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
}

/**
 * Every reward of a Founder Pack tier, from the catalogue the server delivers (SPEC §3): prepaid NX,
 * meso, potions, elixirs, scrolls, the 30-day medal, pets and the optional community roles.
 */
export function founderRewardLines(rewards: FounderRewards): RewardLine[] {
  const lines: RewardLine[] = [
    { id: 'nx', text: `${formatAmount(rewards.prepaidNx)} Prepaid NX` },
    { id: 'meso', text: `${formatAmount(rewards.meso)} meso to start with` },
    { id: 'white-potions', text: `${formatAmount(rewards.whitePotions)} White Potions` },
    { id: 'mana-elixirs', text: `${formatAmount(rewards.manaElixirs)} Mana Elixirs` },
    { id: 'return-scrolls', text: `${formatAmount(rewards.returnScrolls)} Town Return Scrolls` },
    { id: 'medal', text: `${rewards.medalDays}-day Founder Medal (cash item): ${medalText(rewards.medal)}` },
  ];
  if (rewards.pets > 0) {
    lines.push({ id: 'pets', text: `${rewards.pets} exclusive permanent ${rewards.pets === 1 ? 'pet' : 'pets'} (untradeable)` });
  }
  for (const role of rewards.roles) lines.push({ id: `role-${role}`, text: `${role} role on our Discord (optional)` });
  return lines;
}

