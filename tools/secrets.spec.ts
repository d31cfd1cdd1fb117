/**
 * No secret has a usable value in what the project publishes: the env classes have no default for
 * one (every process refuses to start without it, in every NODE_ENV), .env.example shows none, and
 * docker-compose.yml refuses to start without each.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { generateSecrets, GENERATED_SECRETS } from '@henesys/runner';
import { loadEnv } from '@henesys/server';
import { GatewayEnv } from '../gateway/src/config/gateway-env';
import { AccountsEnv } from '../services/accounts/src/config/accounts-env';
import { AuthEnv } from '../services/auth/src/config/auth-env';
import { CommunityEnv } from '../services/community/src/config/community-env';

const ROOT = resolve(__dirname, '..');
const DISCORD_SECRETS = ['DISCORD_CLIENT_SECRET', 'DISCORD_BOT_TOKEN'];
const COMPOSE_PASSWORDS = ['POSTGRES_PASSWORD', 'GAME_DB_PASSWORD'];

const SECRETS_OF: [string, new () => object, string[]][] = [
  ['gateway', GatewayEnv, ['JWT_SECRET', 'METRICS_TOKEN']],
  ['auth', AuthEnv, ['JWT_SECRET', 'TWO_FACTOR_ENCRYPTION_KEY']],
  ['accounts', AccountsEnv, ['VOTE_PINGBACK_KEY']],
];

const refusal = (load: () => unknown): string => {
  try {
    load();
    return 'started';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

describe('secrets have no published value', () => {
  describe.each(['development', 'test', 'production'])('NODE_ENV=%s', (NODE_ENV) => {
    it.each(SECRETS_OF)(
      '%s refuses to start without each of its secrets, naming it and where one comes from',
      (_name, envClass, secrets) => {
        const all = generateSecrets();
        expect(refusal(() => loadEnv(envClass, { NODE_ENV, ...all }))).toBe('started');
        for (const secret of secrets) {
          const without = Object.fromEntries(Object.entries(all).filter(([name]) => name !== secret));
          expect(refusal(() => loadEnv(envClass, { NODE_ENV, ...without }))).toContain(
            `${secret}: ${secret} is required and has no default: `,
          );
          expect(refusal(() => loadEnv(envClass, { NODE_ENV, ...without }))).toContain(
            'npm start generates one into .data/secrets.json',
          );
        }
      },
    );
  });

  it('refuses the old development values: an all-zero two-factor key and secrets too short to be random', () => {
    const all = generateSecrets();
    expect(refusal(() => loadEnv(AuthEnv, { ...all, TWO_FACTOR_ENCRYPTION_KEY: '0'.repeat(64) }))).toContain(
      'TWO_FACTOR_ENCRYPTION_KEY must be 64 random hex characters (32 bytes), e.g. openssl rand -hex 32',
    );
    expect(refusal(() => loadEnv(AccountsEnv, { ...all, VOTE_PINGBACK_KEY: 'short' }))).toContain(
      'VOTE_PINGBACK_KEY must be 8+ characters',
    );
    expect(refusal(() => loadEnv(GatewayEnv, { ...all, METRICS_TOKEN: 'short-token' }))).toContain(
      'METRICS_TOKEN must be 16+ random characters',
    );
  });

  it("asks for Discord's client secret and bot token only once a Discord application and guild are configured", () => {
    expect(refusal(() => loadEnv(CommunityEnv, {}))).toBe('started');
    const problems = refusal(() => loadEnv(CommunityEnv, { DISCORD_CLIENT_ID: '1234', DISCORD_GUILD_ID: '5678' }));
    expect(problems).toContain(
      "DISCORD_CLIENT_SECRET: DISCORD_CLIENT_SECRET is required and has no default: your Discord application's client secret (from the Discord developer portal)",
    );
    expect(problems).toContain(
      "DISCORD_BOT_TOKEN: DISCORD_BOT_TOKEN is required and has no default: your Discord bot's token",
    );
    expect(
      refusal(() => loadEnv(CommunityEnv, { DISCORD_CLIENT_ID: '1234', DISCORD_CLIENT_SECRET: 'a-client-secret' })),
    ).toBe('started');
  });

  it('.env.example shows no value for any secret', () => {
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    const shown = [...GENERATED_SECRETS, ...DISCORD_SECRETS, ...COMPOSE_PASSWORDS].map((name) => [
      name,
      new RegExp(`^#?\\s*${name}=(.*)$`, 'm').exec(example)?.[1],
    ]);
    expect(Object.fromEntries(shown)).toEqual(Object.fromEntries(shown.map(([name]) => [name, ''])));
  });

  it('docker-compose.yml refuses to start without each secret it passes (no default)', () => {
    const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, unknown> }>;
    };
    const problems: string[] = [];
    for (const [service, { environment }] of Object.entries(compose.services)) {
      for (const secret of [...GENERATED_SECRETS, ...COMPOSE_PASSWORDS]) {
        const value = environment?.[secret];
        if (value !== undefined && !String(value).startsWith(`\${${secret}:?`))
          problems.push(`${service}: ${secret}=${String(value)}`);
      }
      for (const [name, value] of Object.entries(environment ?? {})) {
        for (const secret of COMPOSE_PASSWORDS) {
          if (String(value).includes(`\${${secret}`) && !String(value).includes(`\${${secret}:?`))
            problems.push(`${service}: ${name} has a default ${secret}`);
        }
      }
    }
    expect(problems).toEqual([]);
    const passed = (secret: string) =>
      Object.entries(compose.services)
        .filter(([, service]) => service.environment?.[secret] !== undefined)
        .map(([name]) => name);
    expect(passed('METRICS_TOKEN')).toEqual(['gateway']);
    expect(passed('VOTE_PINGBACK_KEY')).toEqual(['accounts']);
    expect(passed('TWO_FACTOR_ENCRYPTION_KEY')).toEqual(['auth']);
  });
});
