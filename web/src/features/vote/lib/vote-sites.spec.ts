import { parseVoteSites } from './vote-sites';

describe('parseVoteSites', () => {
  const site = { id: 2, name: 'TopG', url: 'https://topg.org/in-1-member', allowed: true, timeLeftMs: 0, reward: 3000 };

  it('reads the sites of the vote status', () => {
    expect(parseVoteSites({ allowed: true, sites: [site] })).toEqual([site]);
  });

  it('leaves out entries without a web link or with missing fields', () => {
    expect(
      parseVoteSites({ sites: [{ ...site, url: 'javascript:alert(1)' }, { ...site, reward: '5' }, null, site] }),
    ).toEqual([site]);
    expect(parseVoteSites({ allowed: true })).toEqual([]);
    expect(parseVoteSites(null)).toEqual([]);
  });
});
