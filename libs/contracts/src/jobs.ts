/** v83 job ids and names (SPEC §3 'Job ids'), shared by the rankings service and the web. */
export const JOB_NAMES: Readonly<Record<number, string>> = {
  0: 'Beginner',
  100: 'Warrior', 110: 'Fighter', 111: 'Crusader', 112: 'Hero',
  120: 'Page', 121: 'White Knight', 122: 'Paladin',
  130: 'Spearman', 131: 'Dragon Knight', 132: 'Dark Knight',
  200: 'Magician', 210: 'Wizard (Fire, Poison)', 211: 'Mage (Fire, Poison)', 212: 'Arch Mage (Fire, Poison)',
  220: 'Wizard (Ice, Lightning)', 221: 'Mage (Ice, Lightning)', 222: 'Arch Mage (Ice, Lightning)',
  230: 'Cleric', 231: 'Priest', 232: 'Bishop',
  300: 'Bowman', 310: 'Hunter', 311: 'Ranger', 312: 'Bowmaster',
  320: 'Crossbowman', 321: 'Sniper', 322: 'Marksman',
  400: 'Thief', 410: 'Assassin', 411: 'Hermit', 412: 'Night Lord',
  420: 'Bandit', 421: 'Chief Bandit', 422: 'Shadower',
  500: 'Pirate', 510: 'Brawler', 511: 'Marauder', 512: 'Buccaneer',
  520: 'Gunslinger', 521: 'Outlaw', 522: 'Corsair',
  900: 'GM', 910: 'Super GM',
  1000: 'Noblesse',
  1100: 'Dawn Warrior', 1110: 'Dawn Warrior', 1111: 'Dawn Warrior', 1112: 'Dawn Warrior',
  1200: 'Blaze Wizard', 1210: 'Blaze Wizard', 1211: 'Blaze Wizard', 1212: 'Blaze Wizard',
  1300: 'Wind Archer', 1310: 'Wind Archer', 1311: 'Wind Archer', 1312: 'Wind Archer',
  1400: 'Night Walker', 1410: 'Night Walker', 1411: 'Night Walker', 1412: 'Night Walker',
  1500: 'Thunder Breaker', 1510: 'Thunder Breaker', 1511: 'Thunder Breaker', 1512: 'Thunder Breaker',
  2000: 'Legend', 2100: 'Aran', 2110: 'Aran', 2111: 'Aran', 2112: 'Aran',
};

export function jobName(jobId: number): string {
  return JOB_NAMES[jobId] ?? 'Unknown';
}

/** The rankings job filter of SPEC §9, as the job ids each option covers. */
export const JOB_FILTERS = ['all', 'Warrior', 'Magician', 'Archer', 'Thief', 'Pirate', 'Cygnus', 'Aran', 'Beginner'] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];

export const JOB_FILTER_IDS: Readonly<Record<Exclude<JobFilter, 'all'>, readonly number[]>> = {
  Warrior: [100, 110, 111, 112, 120, 121, 122, 130, 131, 132],
  Magician: [200, 210, 211, 212, 220, 221, 222, 230, 231, 232],
  Archer: [300, 310, 311, 312, 320, 321, 322],
  Thief: [400, 410, 411, 412, 420, 421, 422],
  Pirate: [500, 510, 511, 512, 520, 521, 522],
  Cygnus: [1100, 1110, 1111, 1112, 1200, 1210, 1211, 1212, 1300, 1310, 1311, 1312, 1400, 1410, 1411, 1412, 1500, 1510, 1511, 1512],
  Aran: [2100, 2110, 2111, 2112],
  Beginner: [0, 1000, 2000],
};

export const GM_JOB_IDS: readonly number[] = [900, 910];
