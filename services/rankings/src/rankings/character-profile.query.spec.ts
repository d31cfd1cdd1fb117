import { CHARACTER_MESSAGES } from '@henesys/contracts';
import type { GameWornItems } from '@henesys/game';
import type { DataSource } from 'typeorm';
import { CharacterProfileService } from './character-profile.query';

const row = {
  character_id: 7,
  name: 'MapleHero',
  level: 120,
  exp: '123456',
  fame: 30,
  job: 112,
  family: 'Warrior',
  guild: 'Lumberjacks',
  gender: 1,
  skin_color: 2,
  face: 21001,
  hair: 31040,
  level_rank: 12,
  fame_rank: 40,
  level_family_rank: 3,
};
const worn = [
  { characterid: 7, position: -1, itemid: 1002000 },
  { characterid: 7, position: -101, itemid: 1002186 },
  { characterid: 7, position: -11, itemid: 1302000 },
];

function service(rows: unknown[], wornItems: () => Promise<unknown>) {
  const asked: unknown[][] = [];
  const database = {
    query: async (_sql: string, params: unknown[]) => (asked.push(params), rows),
  } as unknown as DataSource;
  return { asked, profiles: new CharacterProfileService(database, { rowsFor: wornItems } as unknown as GameWornItems) };
}

describe('character pages', () => {
  it('answers the ranks, the avatar look and every worn item, the cash cap drawn over the regular one', async () => {
    const { profiles } = service([row], async () => worn);
    expect(await profiles.find('maplehero')).toEqual({
      id: 7,
      name: 'MapleHero',
      level: 120,
      exp: 123456,
      fame: 30,
      job: 112,
      jobName: 'Hero',
      guild: 'Lumberjacks',
      rank: 12,
      jobRank: 3,
      jobFamily: 'Warrior',
      fameRank: 40,
      items: '1002186,1302000',
      gender: 1,
      face: 21001,
      hair: 31040,
      skincolor: 2,
      equipment: [
        { slot: 1, itemId: 1002000, cash: false },
        { slot: 1, itemId: 1002186, cash: true },
        { slot: 11, itemId: 1302000, cash: false },
      ],
    });
  });

  it('shows the page without worn items while the game database fails', async () => {
    const { profiles } = service([row], async () => Promise.reject(new Error('ECONNREFUSED')));
    expect(await profiles.find('MapleHero')).toMatchObject({ name: 'MapleHero', items: '', equipment: null });
  });

  it('does not find a name that is not ranked, nor ask for one that cannot be a name', async () => {
    const { profiles, asked } = service([], async () => worn);
    await expect(profiles.find('Nobody')).rejects.toMatchObject({ message: CHARACTER_MESSAGES.notFound });
    for (const name of ['', 'x'.repeat(14), 42, undefined])
      await expect(profiles.find(name)).rejects.toMatchObject({ message: CHARACTER_MESSAGES.notFound });
    expect(asked).toEqual([['Nobody']]);
  });
});
