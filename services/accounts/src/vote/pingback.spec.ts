import { parsePingback } from './pingback';

describe('parsePingback', () => {
  it('reads the form post', () => {
    expect(
      parsePingback({ VoterIP: '203.0.113.9', Successful: '0', Reason: '', pingUsername: 'member', pingbackkey: 'k' }),
    ).toEqual({
      key: 'k',
      entries: [{ username: 'member', voterIp: '203.0.113.9', successful: true, reason: '', pingbackId: null }],
    });
    expect(
      parsePingback({
        VoterIP: '203.0.113.9',
        Successful: '1',
        Reason: 'Already voted',
        pingUsername: 'member',
        pingbackkey: 'k',
      }).entries[0],
    ).toMatchObject({
      successful: false,
      reason: 'Already voted',
    });
  });

  it('reads the JSON batch of one-key objects', () => {
    const parsed = parsePingback({
      siteid: '100000',
      pingbackkey: 'k',
      Common: [
        [{ pb_id: 'p-1' }, { ip: '198.51.100.1' }, { success: '0' }, { reason: '' }, { pb_name: 'alice' }],
        [{ pb_id: 'bob' }, { ip: '198.51.100.2' }, { success: '1' }, { reason: 'Captcha failed' }],
      ],
    });
    expect(parsed).toEqual({
      key: 'k',
      entries: [
        { username: 'alice', voterIp: '198.51.100.1', successful: true, reason: '', pingbackId: 'p-1' },
        { username: 'bob', voterIp: '198.51.100.2', successful: false, reason: 'Captcha failed', pingbackId: 'bob' },
      ],
    });
  });

  it('drops entries without a name or an address and survives hostile shapes', () => {
    expect(
      parsePingback({
        pingbackkey: 'k',
        Common: [[{ ip: '1.2.3.4' }], 'junk', null, [[1, 2]], { __proto__: { pb_name: 'x' } }],
      }).entries,
    ).toEqual([]);
    expect(parsePingback({ pingbackkey: { $gt: '' }, pingUsername: ['a'], VoterIP: 5 })).toEqual({
      key: '',
      entries: [],
    });
    expect(parsePingback({})).toEqual({ key: '', entries: [] });
  });
});
