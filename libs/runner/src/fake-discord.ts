import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { freePort } from './infrastructure/free-port';

export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  avatar: string | null;
}

const DEFAULT_USER: FakeDiscordUser = {
  id: '80351110224678912',
  username: 'henesysfan',
  global_name: 'Henesys Fan',
  avatar: null,
};

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A local stand-in for the parts of Discord the site uses: the OAuth2 authorize page (with a
 * consent button), the token endpoint, users/@me, and the bot API's guild member lookup and role add.
 * The single-host run starts it when no real Discord is configured; tests start their own.
 */
export class FakeDiscord {
  /** Who consents on the authorize page. */
  user: FakeDiscordUser = DEFAULT_USER;
  readonly guildMembers = new Set<string>();
  readonly memberRoles = new Map<string, Set<string>>();
  readonly clientId = 'henesys-local-client';
  /** Made up at each start: the community service gets them through env(), nobody else needs them. */
  readonly clientSecret = randomBytes(24).toString('hex');
  readonly botToken = randomBytes(24).toString('hex');
  readonly guildId = '100000000000000001';
  private readonly codes = new Map<string, { user: FakeDiscordUser; redirectUri: string }>();
  private readonly tokens = new Map<string, FakeDiscordUser>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(port?: number): Promise<FakeDiscord> {
    const chosen = port ?? (await freePort());
    const holder: { fake?: FakeDiscord } = {};
    const server = createServer((request, response) => void holder.fake?.handle(request, response));
    await new Promise<void>((resolve) => server.listen(chosen, '127.0.0.1', () => resolve()));
    holder.fake = new FakeDiscord(server, chosen);
    return holder.fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The settings the community service needs to use this fake. */
  env(): Record<string, string> {
    return {
      DISCORD_AUTHORIZE_URL: `${this.baseUrl}/oauth2/authorize`,
      DISCORD_API_URL: `${this.baseUrl}/api`,
      DISCORD_CLIENT_ID: this.clientId,
      DISCORD_CLIENT_SECRET: this.clientSecret,
      DISCORD_BOT_TOKEN: this.botToken,
      DISCORD_GUILD_ID: this.guildId,
      DISCORD_EARLY_SUPPORTER_ROLE_ID: '200000000000000001',
      DISCORD_RICH_ROLE_ID: '200000000000000002',
    };
  }

  rolesOf(discordId: string): string[] {
    return [...(this.memberRoles.get(discordId) ?? [])];
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    const json = (status: number, body: unknown): void =>
      void response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && url.pathname === '/oauth2/authorize') return this.authorizePage(url, response);
    if (request.method === 'POST' && url.pathname === '/oauth2/authorize')
      return this.consent(await readForm(request), response);
    if (request.method === 'POST' && url.pathname === '/api/oauth2/token') {
      const form = await readForm(request);
      const grant = this.codes.get(form.get('code') ?? '');
      const clientOk = form.get('client_id') === this.clientId && form.get('client_secret') === this.clientSecret;
      if (
        !grant ||
        !clientOk ||
        form.get('grant_type') !== 'authorization_code' ||
        form.get('redirect_uri') !== grant.redirectUri
      ) {
        return json(400, { error: 'invalid_grant' });
      }
      this.codes.delete(form.get('code') ?? '');
      const accessToken = randomBytes(16).toString('hex');
      this.tokens.set(accessToken, grant.user);
      return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 604800, scope: 'identify' });
    }
    if (request.method === 'GET' && url.pathname === '/api/users/@me') {
      const user = this.tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      return user ? json(200, user) : json(401, { message: '401: Unauthorized', code: 0 });
    }
    const member = /^\/api\/guilds\/([^/]+)\/members\/([^/]+)(?:\/roles\/([^/]+))?$/.exec(url.pathname);
    if (member) {
      if (request.headers.authorization !== `Bot ${this.botToken}` || member[1] !== this.guildId)
        return json(401, { message: '401: Unauthorized', code: 0 });
      if (!this.guildMembers.has(member[2])) return json(404, { message: 'Unknown Member', code: 10007 });
      if (request.method === 'GET' && !member[3])
        return json(200, { user: { id: member[2] }, roles: this.rolesOf(member[2]) });
      if (request.method === 'PUT' && member[3]) {
        const roles = this.memberRoles.get(member[2]) ?? new Set<string>();
        roles.add(member[3]);
        this.memberRoles.set(member[2], roles);
        return void response.writeHead(204).end();
      }
    }
    json(404, { message: '404: Not Found', code: 0 });
  }

  private authorizePage(url: URL, response: ServerResponse): void {
    const fields = ['client_id', 'redirect_uri', 'state', 'scope', 'response_type'].map(
      (name) => `<input type="hidden" name="${name}" value="${escape(url.searchParams.get(name) ?? '')}">`,
    );
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="en"><head><title>Authorize (local Discord)</title></head>
<body><main><h1>Local Discord</h1><p>Henesys wants to know who you are on Discord: <strong>${escape(this.user.username)}</strong>.</p>
<form method="post" action="/oauth2/authorize">${fields.join('')}<button type="submit" name="decision" value="authorize">Authorize</button>
<button type="submit" name="decision" value="cancel">Cancel</button></form></main></body></html>`);
  }

  private consent(form: URLSearchParams, response: ServerResponse): void {
    const redirect = new URL(form.get('redirect_uri') ?? '');
    if (form.get('client_id') !== this.clientId) {
      response.writeHead(400).end('unknown client');
      return;
    }
    if (form.get('decision') === 'authorize') {
      const code = randomBytes(12).toString('hex');
      this.codes.set(code, { user: this.user, redirectUri: form.get('redirect_uri') ?? '' });
      redirect.searchParams.set('code', code);
    } else {
      redirect.searchParams.set('error', 'access_denied');
    }
    redirect.searchParams.set('state', form.get('state') ?? '');
    response.writeHead(302, { location: redirect.toString() }).end();
  }
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(new URLSearchParams(body)));
  });
}
