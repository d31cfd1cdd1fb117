import type { Skill } from '@henesys/contracts';
import { filterSkills, jobOptions, skillJobLabel, skillLevels } from './skill-catalogue';

const skill = (id: string, name: string, levels: Record<string, string> = {}): Skill => ({ id, name, desc: '', levels });

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
  it('names the job of a skill, with the advancement where Cygnus and Aran jobs share a name', () => {
    expect(skillJobLabel(0)).toBe('Beginner');
    expect(skillJobLabel(110)).toBe('Fighter');
    expect(skillJobLabel(1000)).toBe('Noblesse');
    expect(skillJobLabel(1100)).toBe('Dawn Warrior (1st job)');
    expect(skillJobLabel(1110)).toBe('Dawn Warrior (2nd job)');
    expect(skillJobLabel(1111)).toBe('Dawn Warrior (3rd job)');
    expect(skillJobLabel(2112)).toBe('Aran (4th job)');
    expect(skillJobLabel(2000)).toBe('Legend');
    expect(skillJobLabel(777)).toBe('Job 777');
  });

  it('groups skills by job in job order, filtered by a case-insensitive name search', () => {
    expect(filterSkills(SKILLS, '', 'all').map((group) => [group.jobId, group.skills.length])).toEqual([
      [0, 1], [100, 1], [110, 1], [1000, 1], [1100, 1], [1110, 1], [2100, 1],
    ]);
    expect(filterSkills(SKILLS, 'snail', 'all').map((group) => group.label)).toEqual(['Beginner', 'Noblesse']);
    expect(filterSkills(SKILLS, 'ATTACK', 'all').map((group) => group.skills.map((s) => s.id))).toEqual([['11101002']]);
  });

  it('keeps only the chosen job', () => {
    expect(filterSkills(SKILLS, '', 1100)).toEqual([{ jobId: 1100, label: 'Dawn Warrior (1st job)', skills: [SKILLS[3]] }]);
    expect(filterSkills(SKILLS, 'snail', 100)).toEqual([]);
  });

  it('offers the jobs that have skills, by family', () => {
    expect(jobOptions(SKILLS)).toEqual([
      { label: 'Beginner', jobs: [{ id: 0, label: 'Beginner' }, { id: 1000, label: 'Noblesse' }] },
      { label: 'Warrior', jobs: [{ id: 100, label: 'Warrior' }, { id: 110, label: 'Fighter' }] },
      { label: 'Cygnus', jobs: [{ id: 1100, label: 'Dawn Warrior (1st job)' }, { id: 1110, label: 'Dawn Warrior (2nd job)' }] },
      { label: 'Aran', jobs: [{ id: 2100, label: 'Aran (1st job)' }] },
    ]);
  });

  it('lists level texts in level order, gaps kept', () => {
    expect(skillLevels(skill('5221010', 'x', { h25: 'max', h1: 'first', h10: 'tenth' }))).toEqual([
      { level: 1, text: 'first' },
      { level: 10, text: 'tenth' },
      { level: 25, text: 'max' },
    ]);
  });
});
