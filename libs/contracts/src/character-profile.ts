import type { JobFamily } from './rankings';

/** Longest character name the game stores (characters.name is VARCHAR(13); new names are 3-12, CHARACTER_NAME_MAX). */
export const GAME_CHARACTER_NAME_MAX = 13;

/**
 * One item a character wears. `slot` is the equip slot (1 cap ... 11 weapon, GAME-DATABASE.md §2.3);
 * `cash`: a cosmetic (Cash Shop) item, drawn over the regular item of the same slot.
 */
export interface WornEquip {
  slot: number;
  itemId: number;
  cash: boolean;
}

/** GET /api/rankings/characters/{name}: a ranked character's page (GMs and banned accounts are not ranked). */
export interface CharacterProfile {
  id: number;
  name: string;
  level: number;
  exp: number;
  fame: number;
  job: number;
  jobName: string;
  guild: string | null;
  /** Overall Level rank. */
  rank: number;
  /** Level rank within the job filter the job counts in (jobFamily); null for a job outside every filter. */
  jobRank: number | null;
  jobFamily: JobFamily | null;
  fameRank: number;
  /** What an avatar renderer needs, as in a ranking entry: the drawn items, comma-separated. */
  items: string;
  gender: number;
  face: number;
  hair: number;
  skincolor: number;
  /** The worn items by slot, regular before cash; null when the game database did not answer. */
  equipment: WornEquip[] | null;
}

export const CHARACTER_MESSAGES = {
  notFound: 'Character not found.',
  loadFailed: 'Failed to load the character. Please try again later.',
  equipmentUnavailable: 'Worn items cannot be shown right now.',
} as const;

/** The game's equip slots by number (EquipSlot.java, GAME-DATABASE.md §2.3). */
const EQUIP_SLOT_NAMES: Readonly<Record<number, string>> = {
  1: 'Cap',
  2: 'Face accessory',
  3: 'Eye accessory',
  4: 'Earrings',
  5: 'Top',
  6: 'Bottom',
  7: 'Shoes',
  8: 'Gloves',
  9: 'Cape',
  10: 'Shield',
  11: 'Weapon',
  12: 'Ring',
  13: 'Ring',
  15: 'Ring',
  16: 'Ring',
  17: 'Pendant',
  18: 'Mount',
  19: 'Saddle',
  49: 'Medal',
  50: 'Belt',
};

/** 'Cap', 'Weapon', ...; a slot the table does not name is 'Slot 14'. */
export function equipSlotName(slot: number): string {
  return EQUIP_SLOT_NAMES[slot] ?? `Slot ${slot}`;
}
