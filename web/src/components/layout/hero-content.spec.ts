import { getHeroContent, HERO_TABLE, titleFromPath } from './hero-content';

describe('getHeroContent', () => {
  it('welcomes on the home page with the subtitle of the spec', () => {
    expect(getHeroContent('/')).toEqual({ title: 'Welcome to Henesys', subtitle: 'Nostalgia, QoL & more!' });
  });

  it.each([
    ['/download', 'Download'],
    ['/rankings', 'Rankings'],
    ['/vote', 'Vote'],
    ['/donate', 'Donate'],
    ['/community', 'Community'],
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/login', 'Login'],
    ['/signup', 'Create Account'],
    ['/skills', 'Skills'],
    ['/skills/1001004', 'Skills'],
    ['/library', 'Library'],
    ['/library/items/2000000', 'Library'],
    ['/library/monsters/100100', 'Library'],
    ['/characters/MapleHero', 'Character'],
    ['/features', 'Features'],
    ['/forgot-password', 'Account Recovery'],
    ['/help/two-factor-authentication', 'Two-Factor Authentication'],
    ['/dashboard', 'Dashboard'],
    ['/dashboard/account', 'Account Settings'],
    ['/dashboard/admin/donations', 'Donations Manager'],
    ['/dashboard/players', 'Players'],
    ['/dashboard/players/12', 'Player'],
    ['/dashboard/reports', 'Reports'],
  ])('gives %s the title %p', (path, title) => {
    expect(getHeroContent(path).title).toBe(title);
  });

  it('shows the category of an article, whatever its slug', () => {
    expect(getHeroContent('/news/server-launch').title).toBe('News');
    expect(getHeroContent('/updates/patch-1-2').title).toBe('Updates');
    expect(getHeroContent('/events/summer-2025').title).toBe('Events');
  });

  it('matches routes with a token parameter', () => {
    expect(getHeroContent('/reset-password/abc123').title).toBe('Reset Password');
    expect(getHeroContent('/reset-password').title).toBe('Reset Password');
  });

  it('ignores trailing slashes, case, query and hash like the router', () => {
    expect(getHeroContent('/Download/').title).toBe('Download');
    expect(getHeroContent('/vote?username=Leaf#form').title).toBe('Vote');
  });

  it('gives every page its own subtitle', () => {
    const subtitles = HERO_TABLE.map(([, hero]) => hero.subtitle);
    expect(new Set(subtitles).size).toBe(subtitles.length);
  });

  it('builds the title of an unknown path from its last segment', () => {
    expect(getHeroContent('/foo/bar-baz')).toEqual({ title: 'Bar Baz', subtitle: 'Adventure awaits in Henesys' });
  });

  it('does not treat a longer path under a known page as that page', () => {
    expect(getHeroContent('/download/extra').title).toBe('Extra');
    expect(getHeroContent('/news').title).toBe('News');
    expect(getHeroContent('/news/a/b').title).toBe('B');
  });
});

describe('titleFromPath', () => {
  it.each([
    ['/foo/bar-baz', 'Bar Baz'],
    ['/guild_hall', 'Guild Hall'],
    ['/maple%20island', 'Maple Island'],
    ['/FAQ', 'FAQ'],
    ['/a/b/henesys-park/', 'Henesys Park'],
    ['/bad%zzencoding', 'Bad%zzencoding'],
  ])('%s → %p', (path, title) => {
    expect(titleFromPath(path)).toBe(title);
  });

  it('falls back to the site name when there is no word', () => {
    expect(titleFromPath('/')).toBe('Henesys');
    expect(titleFromPath('/---')).toBe('Henesys');
  });
});
