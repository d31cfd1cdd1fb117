import { advancementOf, jobBranches, jobPath, parentJob, skillJobLabel } from './job-tree';

/** Every job of the v83 skill file, as its skill ids give them (skill id / 10 000). */
const JOBS_WITH_SKILLS = [
  0, 100, 110, 111, 112, 120, 121, 122, 130, 131, 132, 200, 210, 211, 212, 220, 221, 222, 230, 231, 232, 300, 310, 311,
  312, 320, 321, 322, 400, 410, 411, 412, 420, 421, 422, 500, 510, 511, 512, 520, 521, 522, 800, 900, 910, 1000, 1100,
  1110, 1111, 1200, 1210, 1211, 1300, 1310, 1311, 1400, 1410, 1411, 1500, 1510, 1511, 2000, 2100, 2110, 2111, 2112,
];

const labels = (branch: Array<{ label: string }>) => branch.map((step) => step.label).join(' → ');

describe('the v83 job tree', () => {
  it('finds the job before each one from its id', () => {
    expect([112, 111, 110, 100, 0].map(parentJob)).toEqual([111, 110, 100, 0, null]);
    expect([222, 220, 232, 230, 522, 520].map(parentJob)).toEqual([221, 200, 231, 200, 521, 500]);
    expect([1511, 1510, 1500, 1000, 2112, 2100, 2000].map(parentJob)).toEqual([
      1510,
      1500,
      1000,
      null,
      2111,
      2000,
      null,
    ]);
  });

  it('walks from the first job of a line to any job', () => {
    expect(jobPath(112)).toEqual([0, 100, 110, 111, 112]);
    expect(jobPath(1211)).toEqual([1000, 1200, 1210, 1211]);
    expect(jobPath(0)).toEqual([0]);
    expect([0, 100, 110, 111, 112, 2112].map(advancementOf)).toEqual([0, 1, 2, 3, 4, 4]);
  });

  it('names jobs, with the advancement where Cygnus and Aran jobs share a name', () => {
    expect([0, 110, 1000, 2000].map(skillJobLabel)).toEqual(['Beginner', 'Fighter', 'Noblesse', 'Legend']);
    expect([1100, 1110, 1111, 2112].map(skillJobLabel)).toEqual([
      'Dawn Warrior (1st job)',
      'Dawn Warrior (2nd job)',
      'Dawn Warrior (3rd job)',
      'Aran (4th job)',
    ]);
    expect(skillJobLabel(777)).toBe('Job 777');
  });

  it('lays out the branches of every family, first job to last, without GM and test jobs', () => {
    const families = jobBranches(JOBS_WITH_SKILLS);
    expect(families.map((entry) => entry.family)).toEqual([
      'Beginner',
      'Warrior',
      'Magician',
      'Archer',
      'Thief',
      'Pirate',
      'Cygnus',
      'Aran',
    ]);
    const branches = Object.fromEntries(families.map((entry) => [entry.family, entry.branches.map(labels)]));
    expect(branches.Warrior).toEqual([
      'Warrior → Fighter → Crusader → Hero',
      'Warrior → Page → White Knight → Paladin',
      'Warrior → Spearman → Dragon Knight → Dark Knight',
    ]);
    expect(branches.Magician).toEqual([
      'Magician → Wizard (Fire, Poison) → Mage (Fire, Poison) → Arch Mage (Fire, Poison)',
      'Magician → Wizard (Ice, Lightning) → Mage (Ice, Lightning) → Arch Mage (Ice, Lightning)',
      'Magician → Cleric → Priest → Bishop',
    ]);
    expect(branches.Pirate).toEqual([
      'Pirate → Brawler → Marauder → Buccaneer',
      'Pirate → Gunslinger → Outlaw → Corsair',
    ]);
    expect(branches.Cygnus).toEqual([
      'Dawn Warrior → 2nd job → 3rd job',
      'Blaze Wizard → 2nd job → 3rd job',
      'Wind Archer → 2nd job → 3rd job',
      'Night Walker → 2nd job → 3rd job',
      'Thunder Breaker → 2nd job → 3rd job',
    ]);
    expect(branches.Aran).toEqual(['Aran → 2nd job → 3rd job → 4th job']);
    expect(branches.Beginner).toEqual(['Beginner', 'Noblesse', 'Legend']);
    expect(
      families
        .flatMap((entry) => entry.branches.flat().map((step) => step.id))
        .filter((id) => [800, 900, 910].includes(id)),
    ).toEqual([]);
  });

  it('ends a branch at the last job that has skills', () => {
    expect(jobBranches([100, 110, 120, 121]).map((entry) => entry.branches.map(labels))).toEqual([
      ['Warrior → Fighter', 'Warrior → Page → White Knight'],
    ]);
  });
});
