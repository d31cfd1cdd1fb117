import { pick, seededRandom } from './random';

export interface DemoCharacter {
  accountName: string;
  name: string;
  level: number;
  exp: number;
  fame: number;
  job: number;
  gender: number;
  skinColor: number;
  face: number;
  hair: number;
  guild: string | null;
  /** Equipped item ids by slot: cap, top, bottom, shoes, weapon (v83 negative slots, stored positive). */
  equipped: Array<[number, number]>;
}

export const SYLLABLES = [
  'ka',
  'mi',
  'ro',
  'shi',
  'ra',
  'no',
  've',
  'lu',
  'ta',
  'zen',
  'mo',
  'ri',
  'ba',
  'dor',
  'el',
  'fi',
  'gar',
  'hi',
  'jin',
  'ko',
  'lyn',
  'mar',
  'nia',
  'pyo',
  'qu',
  'sol',
  'tor',
  'uri',
  'vex',
  'wyn',
  'xia',
  'yu',
];
const SUFFIXES = ['', '', '', 'x', 'z', '7', '99', 'ie', 'o', 'a'];
export const DEMO_GUILDS = [
  'Lumberjacks',
  'SlimeSlayers',
  'Kerning Crew',
  'Ellinia Owls',
  'Perion Rocks',
  'Orbis Tower',
  'Ludi Clock',
  'Henesys Hunt',
  'MuLungMasters',
  'Leafre Wings',
  'Nautilus',
  'Pink Bean Fans',
];

/** The explorer and Cygnus/Aran job lines by advancement: [first, second, third, fourth]. */
export const JOB_LINES: number[][] = [
  [100, 110, 111, 112],
  [100, 120, 121, 122],
  [100, 130, 131, 132],
  [200, 210, 211, 212],
  [200, 220, 221, 222],
  [200, 230, 231, 232],
  [300, 310, 311, 312],
  [300, 320, 321, 322],
  [400, 410, 411, 412],
  [400, 420, 421, 422],
  [500, 510, 511, 512],
  [500, 520, 521, 522],
  [1100, 1110, 1111],
  [1200, 1210, 1211],
  [1300, 1310, 1311],
  [1400, 1410, 1411],
  [1500, 1510, 1511],
  [2100, 2110, 2111, 2112],
];
const WEAPONS: Record<number, number> = {
  1: 1302000,
  2: 1372005,
  3: 1452002,
  4: 1472000,
  5: 1482000,
  11: 1302000,
  12: 1372005,
  13: 1452002,
  14: 1472000,
  15: 1482000,
  21: 1442000,
};

function beginnerOf(line: number[]): number {
  if (line[0] >= 2000) return 2000;
  return line[0] >= 1000 ? 1000 : 0;
}

export function jobForLevel(line: number[], level: number): number {
  const thresholds = [10, 30, 70, 120];
  const advancement = thresholds.filter((min) => level >= min).length;
  if (advancement === 0) return beginnerOf(line);
  return line[Math.min(advancement, line.length) - 1];
}

/** Mostly low levels with a long tail to 200, as on a real server. */
function randomLevel(random: () => number): number {
  const level = Math.floor(1 + 199 * Math.pow(random(), 2.2));
  return Math.min(200, Math.max(1, level));
}

function uniqueName(random: () => number, taken: Set<string>): string {
  for (;;) {
    const parts = 2 + Math.floor(random() * 2);
    let name = '';
    for (let i = 0; i < parts; i += 1) name += pick(random, SYLLABLES);
    name = (name.charAt(0).toUpperCase() + name.slice(1) + pick(random, SUFFIXES)).slice(0, 12);
    if (name.length >= 4 && !taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

/** `count` characters spread over accounts named demo0001..., deterministic for a seed. */
export function generateDemoCharacters(count: number, seed = 83): DemoCharacter[] {
  const random = seededRandom(seed);
  const taken = new Set<string>(['admin', 'member']);
  const characters: DemoCharacter[] = [];
  for (let i = 0; i < count; i += 1) {
    const line = pick(random, JOB_LINES);
    const level = Math.min(randomLevel(random), line[0] >= 1000 && line[0] < 2000 ? 120 : 200);
    const gender = random() < 0.55 ? 0 : 1;
    const job = jobForLevel(line, level);
    characters.push({
      accountName: `demo${String(1 + Math.floor(i / 3)).padStart(4, '0')}`,
      name: uniqueName(random, taken),
      level,
      exp: Math.floor(random() * 1_000_000),
      fame: Math.max(0, Math.floor(level * random() * 1.5 - 10)),
      job,
      gender,
      skinColor: Math.floor(random() * 5),
      face: (gender === 0 ? 20000 : 21000) + Math.floor(random() * 25),
      hair: (gender === 0 ? 30000 : 31000) + Math.floor(random() * 80) * 10,
      guild: random() < 0.4 ? pick(random, DEMO_GUILDS) : null,
      equipped: [
        [1, 1002000 + Math.floor(random() * 20)],
        [5, gender === 0 ? 1040002 : 1041002],
        [6, gender === 0 ? 1060002 : 1061002],
        [7, 1072001],
        [11, WEAPONS[Math.floor(line[0] / 100)] ?? 1302000],
      ],
    });
  }
  return characters;
}
