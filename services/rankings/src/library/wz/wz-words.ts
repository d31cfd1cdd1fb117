/** Equip bonuses (Character.wz info inc*) and scroll bonuses (Item.wz info inc*), as the game's tooltip says them. */
export const BONUS_WORDS: Record<string, string> = {
  incSTR: 'STR',
  incDEX: 'DEX',
  incINT: 'INT',
  incLUK: 'LUK',
  incMHP: 'HP',
  incMMP: 'MP',
  incPAD: 'Weapon attack',
  incMAD: 'Magic attack',
  incPDD: 'Weapon defence',
  incMDD: 'Magic defence',
  incACC: 'Accuracy',
  incEVA: 'Avoidability',
  incSpeed: 'Speed',
  incJump: 'Jump',
};

/** Use items' effects (Item.wz spec). */
export const EFFECT_WORDS: Record<string, string> = {
  hp: 'HP',
  mp: 'MP',
  hpR: 'HP %',
  mpR: 'MP %',
  pad: 'Weapon attack',
  mad: 'Magic attack',
  pdd: 'Weapon defence',
  mdd: 'Magic defence',
  acc: 'Accuracy',
  eva: 'Avoidability',
  speed: 'Speed',
  jump: 'Jump',
  time: 'Duration (ms)',
};

/** A scroll's info: its success rate and the bonuses it gives. */
export const SCROLL_WORDS: Record<string, string> = { success: 'Success rate %', ...BONUS_WORDS };

export const REQ_STATS: Record<string, string> = { reqSTR: 'STR', reqDEX: 'DEX', reqINT: 'INT', reqLUK: 'LUK' };

/** The game's reqJob: 0 every job, -1 Beginners only, else a bit per job family. */
const JOB_BITS: Array<[number, string]> = [
  [1, 'Warrior'],
  [2, 'Magician'],
  [4, 'Bowman'],
  [8, 'Thief'],
  [16, 'Pirate'],
];

export function jobsOf(reqJob: number | null): string[] {
  if (!reqJob) return [];
  if (reqJob < 0) return ['Beginner'];
  return JOB_BITS.filter(([bit]) => (reqJob & bit) !== 0).map(([, name]) => name);
}

/** The bit of a job family in reqJob (0 for Beginner, whose equips have reqJob 0 or -1). */
export function jobBit(job: string): number {
  return JOB_BITS.find(([, name]) => name === job)?.[0] ?? 0;
}

/** elemAttr: a letter per element, then 1 immune, 2 strong (resists), 3 weak (Cosmic ElementalEffectiveness). */
const ELEMENTS: Record<string, string> = {
  F: 'Fire',
  I: 'Ice',
  L: 'Lightning',
  S: 'Poison',
  H: 'Holy',
  D: 'Dark',
  P: 'Physical',
};
const EFFECTIVENESS: Record<string, 'immune' | 'strong' | 'weak'> = { '1': 'immune', '2': 'strong', '3': 'weak' };

export function elementsOf(elemAttr: string): Record<string, 'weak' | 'strong' | 'immune'> {
  const elements: Record<string, 'weak' | 'strong' | 'immune'> = {};
  for (const [, letter, digit] of elemAttr.matchAll(/([A-Z])(\d)/g)) {
    const element = ELEMENTS[letter];
    const effect = EFFECTIVENESS[digit];
    if (element && effect) elements[element] = effect;
  }
  return elements;
}
