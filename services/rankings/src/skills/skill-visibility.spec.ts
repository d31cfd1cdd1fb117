import { isSkillId, type Skill } from '@henesys/contracts';
import { EXCLUDED_SKILL_IDS, shownSkills } from './skill-visibility';

const skill = (id: string, name = id): Skill => ({ id, name, desc: '', levels: {} });

describe('skills shown (SPEC §5)', () => {
  it('accepts 7-digit ids and 8-digit ids starting with 1 or 2', () => {
    for (const id of ['0001000', '1001004', '5221010', '10001000', '21001001']) expect(isSkillId(id)).toBe(true);
  });

  it('refuses other lengths, other first digits and non-digits', () => {
    for (const id of ['000', '1000', '123456', '31001000', '91001000', '123456789', '100100a', ' 1001004', ''])
      expect(isSkillId(id)).toBe(false);
  });

  it('hides the excluded ids: GM, test and tutorial entries', () => {
    expect(
      shownSkills([skill('9001000'), skill('9101008'), skill('8001001'), skill('20000014'), skill('1001004')]).map(
        (s) => s.id,
      ),
    ).toEqual(['1001004']);
  });

  it('hides event skills, test mounts and level-less weaknesses no job learns, and keeps the Beginner skills players learn', () => {
    const beginner = [
      '0001000',
      '0001013',
      '0001017',
      '0001018',
      '0001019',
      '0001031',
      '0009000',
      '0001004',
      '10001016',
      '20001022',
      '20009002',
      '0001020',
    ];
    expect(shownSkills(beginner.map((id) => skill(id))).map((s) => s.id)).toEqual(['0001000', '0001004', '0001020']);
  });

  it('keeps the first of a repeated id and the order of the rest', () => {
    expect(
      shownSkills([skill('1001005', 'Slash Blast'), skill('1001004', 'Power Strike'), skill('1001005', 'again')]).map(
        (s) => s.name,
      ),
    ).toEqual(['Slash Blast', 'Power Strike']);
  });

  it('lists only ids of the shown shape (or the list would hide nothing)', () => {
    expect([...EXCLUDED_SKILL_IDS].filter((id) => !isSkillId(id))).toEqual([]);
    expect(EXCLUDED_SKILL_IDS.size).toBe(51);
  });
});
