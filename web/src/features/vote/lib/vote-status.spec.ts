import { parseVoteStatus } from './vote-status';

describe('parseVoteStatus', () => {
  const url = 'https://vote.example/site/1?vote=1&pingUsername=member';

  it('reads an allowed answer with its vote link', () => {
    expect(parseVoteStatus({ allowed: true, timeLeftMs: 0, site: 'GTop100', voteUrl: url })).toEqual({
      allowed: true,
      site: 'GTop100',
      voteUrl: url,
    });
  });

  it('reads a cooldown with the time left', () => {
    expect(parseVoteStatus({ allowed: false, timeLeftMs: 86_000_000, site: 'GTop100', voteUrl: null })).toEqual({
      allowed: false,
      site: 'GTop100',
      timeLeftMs: 86_000_000,
    });
    expect(parseVoteStatus({ allowed: false, timeLeftMs: -5, site: 'GTop100' })).toEqual({
      allowed: false,
      site: 'GTop100',
      timeLeftMs: 0,
    });
  });

  it('names the site generically when the answer does not', () => {
    expect(parseVoteStatus({ allowed: true, timeLeftMs: 0, voteUrl: url })).toMatchObject({ site: 'the vote site' });
  });

  it('refuses what it cannot act on', () => {
    expect(parseVoteStatus(null)).toBeNull();
    expect(parseVoteStatus('<html>')).toBeNull();
    expect(parseVoteStatus({ timeLeftMs: 0 })).toBeNull();
    expect(parseVoteStatus({ allowed: true, timeLeftMs: 0, site: 'GTop100', voteUrl: null })).toBeNull();
    expect(parseVoteStatus({ allowed: true, site: 'GTop100', voteUrl: 'javascript:alert(1)' })).toBeNull();
    expect(parseVoteStatus({ allowed: false, site: 'GTop100' })).toBeNull();
    expect(parseVoteStatus({ allowed: false, timeLeftMs: '1000', site: 'GTop100' })).toBeNull();
  });
});
