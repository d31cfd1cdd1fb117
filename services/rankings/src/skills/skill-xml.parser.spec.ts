import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSkillXml, SkillFileError } from './skill-xml.parser';

const fixture = readFileSync(join(__dirname, 'fixtures', 'skill-sample.img.xml'), 'utf8');

describe('parseSkillXml', () => {
  const parsed = parseSkillXml(fixture);

  it('reads every named entry in file order, keeping ids as strings with their leading zeros', () => {
    expect(parsed.skills.map((skill) => skill.id)).toEqual([
      '0001000',
      '0000008',
      '1001004',
      '9001000',
      '10001000',
      '21001001',
      '20000014',
      '31001000',
    ]);
  });

  it('counts skill books apart and skips nameless entries', () => {
    expect(parsed.books).toBe(2);
    expect(parsed.skipped).toEqual(['1234']);
  });

  it('keeps the first entry of an id listed twice and reports the repeat', () => {
    expect(parsed.duplicates).toEqual(['1001004']);
    expect(parsed.skills.find((skill) => skill.id === '1001004')?.name).toBe('Power Strike');
  });

  it('keeps the game markup and decodes XML entities', () => {
    const snails = parsed.skills[0];
    expect(snails.desc).toBe('[Master Level : 3]\\nHurls snail shells. #cTerms between skills : 1 sec.#');
    expect(parsed.skills[2].desc).toBe('Use MP to deliver a killer blow & more "pain".');
  });

  it('collects h1..hN in level order with their gaps, and none for a skill without levels', () => {
    expect(parsed.skills[0].levels).toEqual({
      h1: 'MP -3; Damage 10',
      h2: 'MP -5; Damage 25',
      h10: 'MP -9; Damage 99',
    });
    expect(Object.keys(parsed.skills[0].levels)).toEqual(['h1', 'h2', 'h10']);
    expect(parsed.skills[2].levels).toEqual({ h1: 'MP -3; Damage 165%', h20: 'MP -8; Damage 260%' });
    expect(parsed.skills[1]).toEqual({
      id: '0000008',
      name: 'Follow the Lead',
      desc: 'Allows one to lead up to 3 pets at once. (Passive skill)',
      levels: {},
    });
  });

  it('refuses a file that is not XML, or not a Skill.img', () => {
    expect(() => parseSkillXml('<imgdir name="Skill.img"><imgdir name="1">')).toThrow(SkillFileError);
    expect(() => parseSkillXml('<root><item/></root>')).toThrow('Not a Skill.img.xml');
  });
});
