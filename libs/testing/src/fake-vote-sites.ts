import type { VoteProtocol } from '@henesys/contracts';

/** One vote as a player casts it on the site. */
export interface FakeVote {
  /** The name the site took from our vote URL. */
  username: string;
  voterIp: string;
  /** The site counted it (captcha passed, not a repeat on its side); default true. */
  counted?: boolean;
}

/** A request exactly as the site documents sending it; null: the site sends nothing for that vote. */
interface SiteRequest {
  method: 'GET' | 'POST';
  query?: Record<string, string>;
  form?: Record<string, string>;
}

type Describe = (vote: FakeVote & { counted: boolean }, key: string) => SiteRequest | null;

/** The sites that call back only for a counted vote, by GET with the name and the voter's address. */
const onlyCounted =
  (nameField: string, ipField?: string): Describe =>
  (vote) =>
    vote.counted
      ? { method: 'GET', query: { [nameField]: vote.username, ...(ipField ? { [ipField]: vote.voterIp } : {}) } }
      : null;

const REQUESTS: Record<VoteProtocol, Describe> = {
  gtop100: (vote, key) => ({
    method: 'POST',
    form: {
      VoterIP: vote.voterIp,
      Successful: vote.counted ? '0' : '1',
      Reason: vote.counted ? '' : 'Invalid captcha',
      pingUsername: vote.username,
      pingbackkey: key,
    },
  }),
  topg: onlyCounted('p_resp', 'ip'),
  xtremetop100: onlyCounted('custom', 'votingip'),
  'arena-top100': (vote, key) => ({
    method: 'GET',
    query: { userid: vote.username, userip: vote.voterIp, voted: vote.counted ? '1' : '0', secret: key },
  }),
  top100arena: onlyCounted('postback'),
  'gaming-toplist': onlyCounted('gtl_resp', 'ip'),
  mmtop100: (vote, key) => ({
    method: 'POST',
    form: {
      postback_password: key,
      vote_counted: vote.counted ? '1' : '0',
      ip_addr: vote.voterIp,
      uid: vote.username,
      server_id: '4242',
    },
  }),
};

/** mmtop100 gives up after 5 s; the others are given the same patience here. */
const SITE_PATIENCE_MS = 5_000;

/**
 * A stand-in for a vote site's side of the pingback: it calls a callback address exactly as the site
 * documents (fields, method, encoding). `from` is the address the site's request comes from, passed as
 * X-Forwarded-For to a gateway that trusts its local proxy.
 */
export class FakeVoteSite {
  constructor(
    readonly protocol: VoteProtocol,
    readonly callbackUrl: string,
    /** The site's own key or password (GTop100, Arena-Top100, mmtop100); ignored by the others. */
    readonly key = '',
    readonly from = '127.0.0.1',
  ) {}

  /** The site's request for that vote; null when the site sends nothing (a vote it did not count). */
  async vote(vote: FakeVote): Promise<Response | null> {
    const request = REQUESTS[this.protocol]({ ...vote, counted: vote.counted ?? true }, this.key);
    if (!request) return null;
    const url = new URL(this.callbackUrl);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { 'x-forwarded-for': this.from };
    let body: string | undefined;
    if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    }
    return fetch(url, { method: request.method, headers, body, signal: AbortSignal.timeout(SITE_PATIENCE_MS) });
  }
}
