import { ParsedPingback, PingbackProtocol, singleReport, text } from './pingback-protocol';

/** Arena-Top100: GET or POST userid (the vote URL's id=), userip, voted (1 = counted), secret (the site's API secret). */
export const arenaTop100: PingbackProtocol = {
  id: 'arena-top100',
  sendsKey: true,
  parse: (fields): ParsedPingback => ({
    key: text(fields.secret, 200),
    reports: singleReport(fields.userid, fields.userip, text(fields.voted, 8) === '1'),
  }),
};

/** mmtop100: POST postback_password, vote_counted (1 = counted), ip_addr, uid (the name), server_id. */
export const mmtop100: PingbackProtocol = {
  id: 'mmtop100',
  sendsKey: true,
  parse: (fields): ParsedPingback => ({
    key: text(fields.postback_password, 200),
    reports: singleReport(fields.uid, fields.ip_addr, ['1', 'true'].includes(text(fields.vote_counted, 8))),
  }),
};
