import { GM_JOB_IDS, JOB_FILTER_IDS } from './jobs';
import { avatarSkin, avatarUrl, jobFamily, noRankingsMessage, skillJobId, unknownAvatarPlaceholders } from './rankings';

describe('rankings contracts', () => {
  it('puts every filtered job id in exactly one family, and GMs in none', () => {
    const all = Object.values(JOB_FILTER_IDS).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(jobFamily(0)).toBe('Beginner');
    expect(jobFamily(1000)).toBe('Beginner');
    expect(jobFamily(2000)).toBe('Beginner');
    expect(jobFamily(312)).toBe('Archer');
    expect(jobFamily(1511)).toBe('Cygnus');
    expect(jobFamily(2112)).toBe('Aran');
    for (const gm of GM_JOB_IDS) expect(jobFamily(gm)).toBeNull();
    expect(jobFamily(2001)).toBeNull();
  });

  it('derives a skill job from its id, leading zeros and 8-digit ids included', () => {
    expect(skillJobId('0001000')).toBe(0);
    expect(skillJobId('1001004')).toBe(100);
    expect(skillJobId('4121007')).toBe(412);
    expect(skillJobId('10001000')).toBe(1000);
    expect(skillJobId('11101002')).toBe(1110);
    expect(skillJobId('21120005')).toBe(2112);
  });

  it('names the search in the empty rankings message when there is one', () => {
    expect(noRankingsMessage(undefined)).toBe('No characters found matching your filters.');
    expect(noRankingsMessage('  ')).toBe('No characters found matching your filters.');
    expect(noRankingsMessage(' Maple ')).toBe('No characters found matching "Maple".');
  });

  it('keeps skin colours 0-7 and falls back to 0 for anything else', () => {
    expect([0, 3, 7].map(avatarSkin)).toEqual([0, 3, 7]);
    expect([8, -1, 2.5, undefined, Number.NaN].map(avatarSkin)).toEqual([0, 0, 0, 0, 0]);
  });

  it('fills an avatar template: body 2000 + skin, head 12000 + skin, hair, face, equipped items', () => {
    const look = {
      name: 'Lil Bandit',
      gender: 1,
      skincolor: 3,
      hair: 31040,
      face: 21002,
      items: '1002001, 1041002,1061002,bad',
    };
    expect(avatarUrl('https://maplestory.io/api/GMS/83/Character/{body}/{look}/stand1/0', look)).toBe(
      'https://maplestory.io/api/GMS/83/Character/2003/31040,21002,1002001,1041002,1061002/stand1/0',
    );
    expect(avatarUrl('https://img.example/{all}.png', look)).toBe(
      'https://img.example/2003,12003,31040,21002,1002001,1041002,1061002.png',
    );
    expect(avatarUrl('/avatars/{name}?g={gender}&s={skin}&h={head}&i={items}', look)).toBe(
      '/avatars/Lil%20Bandit?g=1&s=3&h=12003&i=1002001,1041002,1061002',
    );
    expect(avatarUrl('https://img.example/{body}', { name: 'x', skincolor: 12 })).toBe('https://img.example/2000');
  });

  it('finds the placeholders a template uses that do not exist', () => {
    expect(unknownAvatarPlaceholders('https://x/{body}/{look}')).toEqual([]);
    expect(unknownAvatarPlaceholders('https://x/{skinColor}/{items}/{}')).toEqual(['skinColor', '']);
  });
});
