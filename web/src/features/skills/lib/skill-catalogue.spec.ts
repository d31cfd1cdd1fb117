import type { ShownSkill } from '@henesys/contracts';
import { pageOf, skillLevels, skillsToList } from './skill-catalogue';

const skill = (id: string, name: string, levels: Record<string, string> = {}): ShownSkill => ({
  id,
  name,
  desc: '',
  levels,
  jobId: Math.floor(Number(id) / 10_000),
  icon: null,
});

const SKILLS = [
  skill('0001000', 'Three Snails'),
  skill('1001004', 'Power Strike'),
  skill('1101006', 'Rage'),
  skill('11001004', 'Soul'),
  skill('11101002', 'Final Attack'),
  skill('10001000', 'Three Snails'),
  skill('21001001', 'Combat Step'),
];

describe('skill catalogue', () => {
  it("lists one job's skills, or every job's whose name contains the search in any case", () => {
    expect(skillsToList(SKILLS, 110, '').map((s) => s.name)).toEqual(['Rage']);
    expect(skillsToList(SKILLS, 110, ' SNAIL ').map((s) => s.id)).toEqual(['0001000', '10001000']);
    expect(skillsToList(SKILLS, 0, 'zzz')).toEqual([]);
  });

  it('cuts a list into pages, keeping the page within the list', () => {
    const many = Array.from({ length: 23 }, (_, index) => skill(String(1001000 + index), `Skill ${index}`));
    expect(pageOf(many, 1)).toMatchObject({ page: 1, totalPages: 3, total: 23 });
    expect(pageOf(many, 3).skills.map((s) => s.name)).toEqual(['Skill 20', 'Skill 21', 'Skill 22']);
    expect(pageOf(many, 9).page).toBe(3);
    expect(pageOf([], 2)).toEqual({ skills: [], page: 1, totalPages: 1, total: 0 });
  });

  it('lists level texts in level order, gaps kept', () => {
    expect(skillLevels(skill('5221010', 'x', { h25: 'max', h1: 'first', h10: 'tenth' }))).toEqual([
      { level: 1, text: 'first' },
      { level: 10, text: 'tenth' },
      { level: 25, text: 'max' },
    ]);
  });
});
