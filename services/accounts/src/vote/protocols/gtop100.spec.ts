import { gtop100 } from './gtop100';

describe('GTop100 pingback', () => {
  it('reads the form post', () => {
    expect(
      gtop100.parse({ VoterIP: '203.0.113.9', Successful: '0', Reason: '', pingUsername: 'member', pingbackkey: 'k' }),
    ).toEqual({
      key: 'k',
      reports: [{ voter: 'member', voterIp: '203.0.113.9', counted: true, reason: '', pingbackId: null }],
    });
    expect(
      gtop100.parse({
        VoterIP: '203.0.113.9',
        Successful: '1',
        Reason: 'Already voted',
        pingUsername: 'member',
        pingbackkey: 'k',
      }).reports[0],
    ).toMatchObject({ counted: false, reason: 'Already voted' });
  });

  it('reads the JSON batch of one-key objects', () => {
    const parsed = gtop100.parse({
      siteid: '100000',
      pingbackkey: 'k',
      Common: [
        [{ pb_id: 'p-1' }, { ip: '198.51.100.1' }, { success: '0' }, { reason: '' }, { pb_name: 'alice' }],
        [{ pb_id: 'bob' }, { ip: '198.51.100.2' }, { success: '1' }, { reason: 'Captcha failed' }],
      ],
    });
    expect(parsed).toEqual({
      key: 'k',
      reports: [
        { voter: 'alice', voterIp: '198.51.100.1', counted: true, reason: '', pingbackId: 'p-1' },
        { voter: 'bob', voterIp: '198.51.100.2', counted: false, reason: 'Captcha failed', pingbackId: 'bob' },
      ],
    });
  });

  it('drops entries without a name or an address and survives hostile shapes', () => {
    expect(
      gtop100.parse({
        pingbackkey: 'k',
        Common: [[{ ip: '1.2.3.4' }], 'junk', null, [[1, 2]], { __proto__: { pb_name: 'x' } }],
      }).reports,
    ).toEqual([]);
    expect(gtop100.parse({ pingbackkey: { $gt: '' }, pingUsername: ['a'], VoterIP: 5 })).toEqual({
      key: '',
      reports: [],
    });
    expect(gtop100.parse({})).toEqual({ key: '', reports: [] });
  });
});
