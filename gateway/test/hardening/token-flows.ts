import { resetTokenIn, TestSystem } from '@henesys/testing';
import { authenticator } from 'otplib';
import { register } from './faults-system';

/** Every secret a flow was handed, by what it is, to look for in the logs. */
export type IssuedTokens = Map<string, string>;

type Answer = Awaited<ReturnType<TestSystem['api']>>;

function expectStatus(what: string, answer: Answer | { status: number }, status: number): void {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify('body' in answer ? answer.body : '')}`);
}

/** A GET that does not follow redirects: its status and Location. */
async function visit(system: TestSystem, path: string): Promise<{ status: number; location: string }> {
  const response = await system.fetch(path, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/**
 * The player on the fake Discord's authorize page presses Authorize; Discord sends the browser back
 * to the callback page, which loads. Answers the code and state the callback got.
 */
async function consentOnDiscord(
  system: TestSystem,
  authorizeUrl: string,
  tokens: IssuedTokens,
  label: string,
): Promise<{ code: string; state: string }> {
  const asked = new URL(authorizeUrl);
  const form = new URLSearchParams(
    ['client_id', 'redirect_uri', 'state', 'scope', 'response_type'].map((name) => [
      name,
      asked.searchParams.get(name) ?? '',
    ]),
  );
  form.set('decision', 'authorize');
  const consent = await fetch(`${system.discord.baseUrl}/oauth2/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const callback = new URL(consent.headers.get('location') ?? '');
  const code = callback.searchParams.get('code') ?? '';
  const state = callback.searchParams.get('state') ?? '';
  tokens.set(`${label} Discord state`, state);
  tokens.set(`${label} Discord code`, code);
  expectStatus(`${label} callback page`, await visit(system, `${callback.pathname}${callback.search}`), 200);
  return { code, state };
}

/** Password login, and a session token in places a careless client puts it (a query, a path). */
export async function passwordLogin(system: TestSystem, tokens: IssuedTokens): Promise<string> {
  const token = await system.login('member', 'member1234');
  tokens.set('member session (JWT)', token);
  expectStatus('token in a query', await system.api('GET', `/api/user/profile?token=${token}`, token), 200);
  expectStatus('token in a path', await system.api('GET', `/api/user/profile/${token}`), 404);
  return token;
}

/** Two-factor turned on, then a login through both steps: a wrong code first, then a backup code. */
export async function twoFactorLogin(system: TestSystem, tokens: IssuedTokens): Promise<void> {
  const session = await register(system, 'logtwofa');
  const { secret } = (await system.api('POST', '/api/2fa/generate', session)).body;
  tokens.set('two-factor secret', secret);
  const enabled = await system.api('POST', '/api/2fa/verify', session, { token: authenticator.generate(secret) });
  expectStatus('two-factor on', enabled, 200);
  const backupCode: string = enabled.body.backupCodes[0];
  tokens.set('backup code', backupCode);
  const first = await system.api('POST', '/api/auth/login', undefined, { username: 'logtwofa', password: 'secret123' });
  tokens.set('two-factor session token', first.body.sessionToken);
  const wrong = await system.api('POST', '/api/auth/verify-2fa', undefined, {
    sessionToken: first.body.sessionToken,
    twoFactorCode: '000000',
  });
  if (wrong.status < 400 || wrong.status > 499) throw new Error(`wrong code: ${wrong.status}`);
  const second = await system.api('POST', '/api/auth/verify-2fa', undefined, {
    sessionToken: first.body.sessionToken,
    backupCode,
  });
  expectStatus('backup code', second, 200);
  tokens.set('two-factor login session (JWT)', second.body.token);
}

/** Recovery by mail: the link of today's mails (token in the body), and SPEC §7's forms with the token in the path. */
export async function passwordReset(system: TestSystem, tokens: IssuedTokens): Promise<void> {
  await register(system, 'logreset');
  const ask = async (label: string) => {
    await system.api('POST', '/api/auth/forgot-password', undefined, {
      email: 'logreset@example.com',
      username: 'logreset',
      birthday: '1990-01-01',
    });
    const mail = await system.mail.waitFor(
      'logreset@example.com',
      (caught: { text: string }) => ![...tokens.values()].includes(resetTokenIn(caught.text) ?? ''),
    );
    const token = resetTokenIn(mail.text) ?? '';
    tokens.set(label, token);
    return token;
  };
  const mailed = await ask('reset token (mailed link)');
  expectStatus('reset page', await visit(system, '/reset-password'), 200);
  expectStatus(
    'check in the body',
    await system.api('POST', '/api/auth/verify-reset-token', undefined, { token: mailed }),
    200,
  );
  expectStatus(
    'reset in the body',
    await system.api('POST', '/api/auth/reset-password', undefined, { token: mailed, password: 'logreset-new-1' }),
    200,
  );

  const legacy = await ask('reset token (path form)');
  expectStatus('legacy reset page', await visit(system, `/reset-password/${legacy}`), 200);
  expectStatus('check in the path', await system.api('GET', `/api/auth/verify-reset-token/${legacy}`), 200);
  expectStatus(
    'refused password',
    await system.api('POST', `/api/auth/reset-password/${legacy}`, undefined, { password: '' }),
    400,
  );
  expectStatus(
    'reset in the path',
    await system.api('POST', `/api/auth/reset-password/${legacy}`, undefined, { password: 'logreset-new-2' }),
    200,
  );
  expectStatus('used link', await system.api('GET', `/api/auth/verify-reset-token/${legacy}`), 400);
}

/** Linking Discord through the site's popup (POST), the spec's `?client_token=` form, and signing in with Discord. */
export async function discordFlows(system: TestSystem, member: string, tokens: IssuedTokens): Promise<void> {
  const started = await system.api('POST', '/api/discord/auth', member);
  expectStatus('popup address', started, 200);
  const popup = await consentOnDiscord(system, started.body.url, tokens, 'popup');
  const linked = await system.api('POST', '/api/discord/exchange', member, popup);
  expectStatus('popup exchange', linked, 200);
  tokens.set('popup sign-in ticket', linked.body.ticket);

  const legacy = await visit(system, `/api/discord/auth?client_token=${member}`);
  expectStatus('client_token popup', legacy, 302);
  await consentOnDiscord(system, legacy.location, tokens, 'client_token popup');

  const signIn = await visit(system, '/api/discord/auth');
  const proof = await consentOnDiscord(system, signIn.location, tokens, 'sign-in');
  const exchanged = await system.api('POST', '/api/discord/exchange', undefined, proof);
  expectStatus('sign-in exchange', exchanged, 200);
  tokens.set('sign-in ticket', exchanged.body.ticket);
  const session = await system.api('POST', '/api/discord/login', undefined, {
    discordId: exchanged.body.discordId,
    ticket: exchanged.body.ticket,
  });
  expectStatus('Discord sign-in', session, 200);
  tokens.set('Discord sign-in session (JWT)', session.body.token);
}

/** The admins' queue dashboard: the session token traded for a cookie, then the board opened with it. */
export async function queueDashboard(system: TestSystem, tokens: IssuedTokens): Promise<void> {
  const admin = await system.login('admin', 'admin1234');
  tokens.set('admin session (JWT)', admin);
  const opened = await system.fetch('/api/admin/queues/session', {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
  });
  expectStatus('dashboard session', opened, 200);
  const cookie = opened.headers.getSetCookie().find((line) => line.startsWith('henesys_queue_dashboard=')) ?? '';
  tokens.set('dashboard cookie', decodeURIComponent(cookie.split(';')[0].split('=')[1] ?? ''));
  const board = await system.fetch(
    '/api/admin/queues/api/queues?activeQueue=mail&status=latest&page=1&jobsPerPage=10',
    { headers: { cookie: cookie.split(';')[0] } },
  );
  expectStatus('dashboard', board, 200);
  await board.arrayBuffer();
}
