import { CHARACTER_MESSAGES, FOUNDER_PACKS, MESSAGES, SKILL_MESSAGES } from '@henesys/contracts';
import { recordReliability, TestSystem } from '@henesys/testing';
import { Client } from 'pg';
import { Answer, sendRaw, StatusTally } from './abuse-http';
import { ApiRoute, endsSession, pathWith, takesBody } from './abuse-routes';
import { startAbuseSystem } from './abuse-system';
import { setUpVictim, Victim, victimRows } from './abuse-victim';

const SUITE = 'idor';

/** What an attacker sends at something of the victim's, and exactly what it must get back. */
interface Aim {
  param?: string | number;
  body?: object;
  status: number;
  message?: string;
}

/**
 * Every route with a path parameter, aimed at what the victim (or the admin) owns. A route with a
 * parameter that is missing here fails the coverage test, so a new route cannot be forgotten.
 */
const PARAM_AIMS: Record<string, (victim: Victim) => Aim> = {
  'GET /api/auth/verify-reset-token/:token': (v) => ({
    param: v.resetTokenHash,
    status: 400,
    message: MESSAGES.resetLinkInvalid,
  }),
  'POST /api/auth/reset-password/:token': (v) => ({
    param: v.resetTokenHash,
    body: { password: 'Hijacked1234' },
    status: 400,
    message: MESSAGES.resetLinkInvalid,
  }),
  'PATCH /api/user/donations/:id/transaction-code': (v) => ({
    param: v.founderDonationId,
    body: { transactionCode: 'GIFTCARD-1234-5678' },
    status: 404,
    message: MESSAGES.donationNotFound,
  }),
  'PATCH /api/user/donations/:id/cancel': (v) => ({
    param: v.founderDonationId,
    status: 404,
    message: MESSAGES.donationNotFound,
  }),
  'GET /api/crypto-payments/:id': (v) => ({
    param: v.cryptoDonationId,
    status: 404,
    message: MESSAGES.donationNotFound,
  }),
  'PUT /api/donations/:id/status': (v) => ({ param: v.founderDonationId, body: { status: 'completed' }, status: 403 }),
  'POST /api/donations/:id/retry-delivery': (v) => ({ param: v.founderDonationId, status: 403 }),
  'PUT /api/admin/content/articles/:id': (v) => ({
    param: v.articleId,
    body: { category: 'news', title: 'Hijacked', content: 'Hijacked' },
    status: 403,
  }),
  'PATCH /api/admin/content/articles/:id/status': (v) => ({
    param: v.articleId,
    body: { status: 'archived' },
    status: 403,
  }),
  'DELETE /api/admin/content/articles/:id': (v) => ({ param: v.articleId, status: 403 }),
  'PUT /api/admin/content/notices/:id': (v) => ({
    param: v.noticeId,
    body: { title: 'Hijacked', content: 'Hijacked', severity: 'critical' },
    status: 403,
  }),
  'DELETE /api/admin/content/notices/:id': (v) => ({ param: v.noticeId, status: 403 }),
  // Another player's character is as unknown as a made-up name: renamed or moved by no one but its owner.
  'POST /api/user/characters/:name/rename': (v) => ({
    param: v.characters[0],
    body: { newName: 'Hijacked' },
    status: 404,
  }),
  'POST /api/user/characters/:name/move-to-town': (v) => ({ param: v.characters[0], status: 404 }),
  // The staff console: a member aimed at the victim's account gets past no guard.
  'GET /api/staff/players/:accountId': (v) => ({ param: v.id, status: 403 }),
  'POST /api/staff/players/:accountId/ban': (v) => ({ param: v.id, body: { reason: 'Hijacked' }, status: 403 }),
  'POST /api/staff/players/:accountId/unban': (v) => ({ param: v.id, body: {}, status: 403 }),
  'POST /api/staff/players/:accountId/sessions/end': (v) => ({ param: v.id, status: 403 }),
  'PUT /api/staff/players/:accountId/role': (v) => ({ param: v.id, body: { role: 'admin' }, status: 403 }),
  'PUT /api/staff/reports/:id': () => ({ param: 1, body: { status: 'dismissed' }, status: 403 }),
  // Vote sites: a member gets past no admin guard; a callback for site 1 without its key or secret is refused.
  'PUT /api/admin/vote-sites/:siteId': () => ({
    param: 1,
    body: {
      name: 'Hijacked',
      protocol: 'topg',
      voteUrl: 'https://evil.example/{username}',
      cooldownHours: 1,
      rewardNx: 1000000,
      enabled: true,
      order: 0,
      allowFrom: [],
    },
    status: 403,
  }),
  'DELETE /api/admin/vote-sites/:siteId': () => ({ param: 1, status: 403 }),
  'POST /api/admin/vote-sites/:siteId/rotate-secret': () => ({ param: 1, status: 403 }),
  ...Object.fromEntries(
    ['GET', 'POST'].flatMap((method) =>
      ['/api/vote/pingback/:siteId', '/api/vote/pingback/:siteId/:secret'].map((path) => [
        `${method} ${path}`,
        (): Aim => ({ param: 1, status: 403, message: MESSAGES.votePingbackRejected }),
      ]),
    ),
  ),
  // Public data with no owner: a hidden (GM) skill's id is as unknown as any other.
  'GET /api/skills/:id': () => ({ param: '9001000', status: 404, message: SKILL_MESSAGES.notFound }),
  // The library: public game data with no owner; an id the server's wz/ folder does not name is not found.
  'GET /api/library/items/:id': () => ({ param: '2999999', status: 404 }),
  'GET /api/library/monsters/:id': () => ({ param: '42', status: 404 }),
  'GET /api/library/maps/:id': () => ({ param: '42', status: 404 }),
  'GET /api/library/npcs/:id': () => ({ param: '42', status: 404 }),
  // Public too: a GM's character (the demo admin's) is not ranked, so its page is as unknown as a made-up name.
  'GET /api/rankings/characters/:name': () => ({ param: 'Henesys', status: 404, message: CHARACTER_MESSAGES.notFound }),
};

/** Routes whose body names something of someone else's: the victim's character, Discord account, or name. */
const BODY_AIMS: Array<[string, (victim: Victim) => Aim]> = [
  [
    'POST /api/user/donations/submit',
    (v) => ({
      body: { packageId: FOUNDER_PACKS[1].id, paymentMethod: 'paypal', characterName: v.characters[0] },
      status: 400,
      message: MESSAGES.characterNotYours,
    }),
  ],
  [
    'POST /api/user/donations/submit',
    (v) => ({
      body: {
        packageId: FOUNDER_PACKS[1].id,
        paymentMethod: 'paypal',
        characterName: ` ${v.characters[1].toUpperCase()} `,
      },
      status: 400,
      message: MESSAGES.characterNotYours,
    }),
  ],
  [
    'POST /api/auth/verify-reset-token',
    (v) => ({ body: { token: v.resetTokenHash }, status: 400, message: MESSAGES.resetLinkInvalid }),
  ],
  [
    'POST /api/auth/reset-password',
    (v) => ({
      body: { token: v.resetTokenHash, password: 'Hijacked1234' },
      status: 400,
      message: MESSAGES.resetLinkInvalid,
    }),
  ],
  [
    'POST /api/discord/connect',
    (v) => ({ body: { discordId: v.discordId }, status: 400, message: MESSAGES.discordProofRequired }),
  ],
  [
    'POST /api/discord/login',
    (v) => ({
      body: { discordId: v.discordId, ticket: 'forged-ticket' },
      status: 400,
      message: MESSAGES.discordTicketRequired,
    }),
  ],
  [
    'POST /api/vote/pingback',
    (v) => ({
      body: { pingbackkey: 'guessed-key', pingUsername: v.username, VoterIP: '203.0.113.9', Successful: '0' },
      status: 403,
      message: MESSAGES.votePingbackRejected,
    }),
  ],
];

/** Ids of the victim's smuggled into a body or a query, as if the gateway took the owner from the request. */
const smuggled = (v: Victim) => ({
  userId: v.id,
  user_id: v.id,
  accountId: v.id,
  username: v.username,
  owner: { id: v.id, username: v.username, email: v.email, role: 'member' },
  actor: { id: v.id, username: v.username, role: 'admin' },
});

describe("IDOR: a member aiming at another user's ids on every route is refused and changes nothing", () => {
  let system: TestSystem;
  let db: Client;
  let routes: ApiRoute[];
  let victim: Victim;
  let attacker: string;
  let before: Record<string, unknown[]>;
  const tally = new StatusTally();

  const wrongAnswer = (label: string, answer: Answer, aim: Aim): string | null => {
    tally.add(label, answer);
    const message = (answer.json as { message?: string } | undefined)?.message;
    return answer.status === aim.status && (!aim.message || message === aim.message)
      ? null
      : `${label}: ${answer.status} ${JSON.stringify(answer.json)}`;
  };

  const attack = (route: ApiRoute, aim: Aim): Promise<Answer> =>
    sendRaw(system, {
      method: route.method,
      path: aim.param === undefined ? route.path : pathWith(route, aim.param),
      token: attacker,
      body: aim.body === undefined ? (takesBody(route) ? '{}' : undefined) : JSON.stringify(aim.body),
    });

  const routeOf = (key: string): ApiRoute => {
    const route = routes.find((candidate) => candidate.key === key);
    if (!route) throw new Error(`The gateway has no route ${key}`);
    return route;
  };

  beforeAll(async () => {
    const started = await startAbuseSystem('idor');
    ({ system, routes } = started);
    db = new Client({ connectionString: system.database.url });
    await db.connect();
    victim = await setUpVictim(system, db, started.sessions.member);
    const registered = await system.api('POST', '/api/auth/register', undefined, {
      username: 'mallory',
      email: 'mallory@example.com',
      password: 'Mallory1234',
      birthday: '1990-02-02',
    });
    expect(registered.status).toBe(201);
    attacker = await system.login('mallory', 'Mallory1234');
    before = await victimRows(db, victim, system.game.db);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('has an aim for every route with a path parameter, and none for a route that is gone', () => {
    const withParams = routes.filter((route) => route.params.length > 0).map((route) => route.key);
    expect(withParams.filter((key) => !(key in PARAM_AIMS))).toEqual([]);
    expect(Object.keys(PARAM_AIMS).filter((key) => !withParams.includes(key))).toEqual([]);
    expect(BODY_AIMS.map(([key]) => key).filter((key) => !routes.some((route) => route.key === key))).toEqual([]);
  });

  it("refuses the victim's ids in every path parameter with 400/403/404", async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((candidate) => candidate.params.length > 0)) {
      const aim = PARAM_AIMS[route.key](victim);
      const problem = wrongAnswer(`${route.key} with ${String(aim.param).slice(0, 12)}`, await attack(route, aim), aim);
      if (problem) wrong.push(problem);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses bodies that name the victim's character, Discord account or name", async () => {
    const wrong: string[] = [];
    for (const [key, aimAt] of BODY_AIMS) {
      const problem = wrongAnswer(key, await attack(routeOf(key), aimAt(victim)), aimAt(victim));
      if (problem) wrong.push(problem);
    }
    expect(wrong).toEqual([]);
    expect(
      (await db.query(`SELECT count(*)::int AS n FROM donations.donations WHERE username = 'mallory'`)).rows[0].n,
    ).toBe(0);
  });

  it("refuses or ignores the victim's ids smuggled into the body or query of every other signed-in route, and never answers with the victim's data", async () => {
    const ids = smuggled(victim);
    const leaks = (answer: Answer) => {
      const text = JSON.stringify(answer.json ?? '');
      return (
        text.includes(victim.email) ||
        text.includes(`"username":"${victim.username}"`) ||
        victim.characters.some((name) => text.includes(`"${name}"`))
      );
    };
    const wrong: string[] = [];
    for (const route of routes.filter(
      (candidate) => candidate.access !== 'public' && candidate.params.length === 0 && !endsSession(candidate),
    )) {
      const query = new URLSearchParams({ userId: String(victim.id), username: victim.username }).toString();
      const answer = await sendRaw(system, {
        method: route.method,
        path: takesBody(route) ? route.path : `${route.path}?${query}`,
        token: attacker,
        body: takesBody(route) ? JSON.stringify(ids) : undefined,
      });
      tally.add(`${route.key} smuggled`, answer);
      const validated = takesBody(route) ? route.body !== null : Object.keys(route.query).length > 0;
      const refusedAsUnknown =
        answer.status === 400 && JSON.stringify(answer.json).includes('property userId should not exist');
      const ok =
        route.access === 'admin' || route.access === 'staff'
          ? answer.status === 403
          : validated
            ? refusedAsUnknown
            : answer.status < 500 && !leaks(answer);
      if (!ok) wrong.push(`${route.key}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("changed none of the victim's rows, nor the admin's content", async () => {
    const after = await victimRows(db, victim, system.game.db);
    expect(after).toEqual(before);
    const rows = Object.values(before).reduce((sum, list) => sum + list.length, 0);
    expect(tally.failures).toEqual([]);
    recordReliability(SUITE, {
      section: 'Abuse',
      case: "IDOR: a member sends another user's ids on every route (path parameters, body ids, ids smuggled into bodies and queries)",
      result:
        "Every attempt refused (400/403/404) or ignored, none answered with the victim's data; the victim's rows and the admin's content identical before and after",
      figures: {
        'routes with path parameters': Object.keys(PARAM_AIMS).length,
        'body-id attempts': BODY_AIMS.length,
        'signed-in routes with smuggled ids': routes.filter(
          (route) => route.access !== 'public' && route.params.length === 0 && !endsSession(route),
        ).length,
        requests: tally.requests,
        statuses: tally.describe(),
        '5xx': tally.serverErrors,
        'rows compared': rows,
        'rows changed': 0,
      },
    });
  });

  it('aimed at live ids: their owners can still use them', async () => {
    const member = await system.login('member', 'member1234');
    expect((await system.api('GET', `/api/crypto-payments/${victim.cryptoDonationId}`, member)).status).toBe(200);
    expect((await system.api('PATCH', `/api/user/donations/${victim.founderDonationId}/cancel`, member)).status).toBe(
      200,
    );
    const admin = await system.login('admin', 'admin1234');
    expect(
      (
        await system.api('PATCH', `/api/admin/content/articles/${victim.articleId}/status`, admin, {
          status: 'archived',
        })
      ).status,
    ).toBe(200);
  });
});
