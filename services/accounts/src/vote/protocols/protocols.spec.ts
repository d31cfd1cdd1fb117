import { PINGBACK_PROTOCOLS } from './index';

const vote = (voter: string, voterIp: string, counted = true) => ({
  voter,
  voterIp,
  counted,
  reason: '',
  pingbackId: null,
});

/** Each protocol reads exactly what its site documents sending (the fakes in @henesys/testing send the same). */
describe('vote site pingback protocols', () => {
  it('TopG: GET p_resp and ip, only for a counted vote, no key', () => {
    expect(PINGBACK_PROTOCOLS.topg.parse({ p_resp: 'member_1', ip: '203.0.113.4' })).toEqual({
      key: null,
      reports: [vote('member_1', '203.0.113.4')],
    });
    expect(PINGBACK_PROTOCOLS.topg.sendsKey).toBe(false);
  });

  it('XtremeTop100: GET custom and votingip', () => {
    expect(PINGBACK_PROTOCOLS.xtremetop100.parse({ custom: 'member', votingip: '203.0.113.5' })).toEqual({
      key: null,
      reports: [vote('member', '203.0.113.5')],
    });
  });

  it('Arena-Top100: userid, userip, voted (1 counted) and the API secret', () => {
    const protocol = PINGBACK_PROTOCOLS['arena-top100'];
    expect(protocol.parse({ userid: 'member', userip: '203.0.113.6', voted: '1', secret: 's3cret!' })).toEqual({
      key: 's3cret!',
      reports: [vote('member', '203.0.113.6')],
    });
    expect(protocol.parse({ userid: 'member', userip: '203.0.113.6', voted: '0', secret: 'x' }).reports).toEqual([
      vote('member', '203.0.113.6', false),
    ]);
    expect(protocol.sendsKey).toBe(true);
  });

  it('Top100Arena: postback only, with no voter address', () => {
    expect(PINGBACK_PROTOCOLS.top100arena.parse({ postback: 'member' })).toEqual({
      key: null,
      reports: [vote('member', '')],
    });
  });

  it('Gaming-Toplist: gtl_resp and ip', () => {
    expect(PINGBACK_PROTOCOLS['gaming-toplist'].parse({ gtl_resp: 'member', ip: '203.0.113.7' })).toEqual({
      key: null,
      reports: [vote('member', '203.0.113.7')],
    });
  });

  it('mmtop100: postback_password, vote_counted, ip_addr, uid and server_id', () => {
    const protocol = PINGBACK_PROTOCOLS.mmtop100;
    const fields = {
      postback_password: 'pw-123456',
      vote_counted: '1',
      ip_addr: '203.0.113.8',
      uid: 'member',
      server_id: '77',
    };
    expect(protocol.parse(fields)).toEqual({ key: 'pw-123456', reports: [vote('member', '203.0.113.8')] });
    expect(protocol.parse({ ...fields, vote_counted: '0' }).reports[0].counted).toBe(false);
  });

  it('reads nothing from a missing name or address, or from hostile shapes', () => {
    for (const protocol of Object.values(PINGBACK_PROTOCOLS)) {
      expect(protocol.parse({}).reports).toEqual([]);
      expect(
        protocol.parse({
          p_resp: ['a'],
          custom: { $gt: '' },
          userid: null,
          postback: ['x', 'y'],
          gtl_resp: {},
          uid: [1],
          pingUsername: ['a'],
        }).reports,
      ).toEqual([]);
    }
    expect(PINGBACK_PROTOCOLS.topg.parse({ p_resp: 'member' }).reports).toEqual([]);
  });
});
