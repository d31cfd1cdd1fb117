import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_LOGINS_TEXT } from './demo-logins';
import { FakeDiscord } from './fake-discord';
import { resolveGameDatabase } from './infrastructure/game-database';
import { MailCatcher, printAndKeep } from './infrastructure/mail-catcher';
import { resolvePostgres, redact } from './infrastructure/postgres';
import { resolveRedis } from './infrastructure/redis';
import { formatLogLine } from './log-format';
import { operatorKeysText } from './operator-keys';
import { PROCESSES, processNameOf, WORKSPACE_ROOT } from './processes';
import { DEFAULT_RESTART_POLICY } from './restart-backoff';
import { resolveSecrets } from './secrets';
import { Supervisor } from './supervisor';
import { DEFAULT_GATEWAY_HOST, gatewayOnly, reachableHost, systemEnv } from './system-env';
import { waitForHealthy } from './wait-for-health';

const say = (line: string) => console.log(`[start] ${line}`);

/**
 * `npm start`: the whole system on one host. Postgres, the game's MySQL/MariaDB and Redis come from
 * DATABASE_URL / GAME_DATABASE_URL / REDIS_URL, else the local servers, else ones this command starts;
 * every service migrates and seeds itself.
 */
async function main(): Promise<void> {
  const envFile = join(WORKSPACE_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST || DEFAULT_GATEWAY_HOST;
  const keys = resolveSecrets(process.env, join(WORKSPACE_ROOT, '.data', 'secrets.json'));
  if (keys.fromFile.length > 0)
    say(`Secrets: ${keys.fromFile.join(', ')} from .data/secrets.json (made on the first start, kept for the next)`);

  const postgres = await resolvePostgres({
    configuredUrl: process.env.DATABASE_URL,
    dataDir: join(WORKSPACE_ROOT, '.data', 'postgres'),
    log: say,
  });
  say(`PostgreSQL (${postgres.source}): ${redact(postgres.url)}`);
  const gameDatabase = await resolveGameDatabase({
    configuredUrl: process.env.GAME_DATABASE_URL,
    dataDir: join(WORKSPACE_ROOT, '.data', 'mariadb'),
    log: say,
  }).catch(async (error: unknown) => {
    await postgres.stop();
    throw error;
  });
  say(`Game database (${gameDatabase.source}): ${redact(gameDatabase.url)}`);
  const redis = await resolveRedis({ configuredUrl: process.env.REDIS_URL, log: say });
  say(`Redis (${redis.source}): ${redis.url}`);
  const mailCatcher = process.env.SMTP_URL
    ? undefined
    : await MailCatcher.start({ onMail: printAndKeep(join(WORKSPACE_ROOT, '.data', 'mail'), say) });
  if (mailCatcher) say(`Mail: caught locally on ${mailCatcher.url}, printed here and kept in .data/mail`);
  const discord = process.env.DISCORD_CLIENT_ID ? undefined : await FakeDiscord.start();
  if (discord) {
    discord.guildMembers.add(discord.user.id);
    say(
      `Discord: none configured, so a local stand-in runs on ${discord.baseUrl} (its user '${discord.user.username}' is in the guild)`,
    );
  }

  let shuttingDown = false;
  let started = false;
  let startupFailed = false;
  const supervisor = new Supervisor({
    env: {
      ...systemEnv(process.env, {
        databaseUrl: postgres.url,
        redisUrl: redis.url,
        gameDatabaseUrl: gameDatabase.url,
        gameDatabaseSource: gameDatabase.source,
      }),
      ...keys.secrets,
      ...(mailCatcher ? { SMTP_URL: mailCatcher.url } : {}),
    },
    envFor: (instance) => ({
      ...gatewayOnly(port, host)(processNameOf(instance)),
      ...(instance === 'community' && discord ? discord.env() : {}),
    }),
    onLine: (name, line) => console.log(`[${name.padEnd(9)}] ${formatLogLine(line)}`),
    // Once everything is up, a crash is restarted (as compose and Kubernetes do); during start-up it ends the start.
    restart: DEFAULT_RESTART_POLICY,
    onUnexpectedExit: (name, code, signal, restartInMs) => {
      const exit = `${name} exited (code ${code ?? '-'}, signal ${signal ?? '-'})`;
      if (started && restartInMs !== undefined)
        return say(`${exit}; restarting in ${Math.round(restartInMs / 1000)} s`);
      say(exit);
      startupFailed = true;
    },
  });

  const shutdown = async (exitCode: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    say('Stopping every process...');
    await supervisor.stopAll();
    await mailCatcher?.stop();
    await discord?.stop();
    await redis.stop();
    await gameDatabase.stop();
    await postgres.stop();
    say('Stopped.');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  for (const spec of PROCESSES) supervisor.start(spec.name);
  try {
    await waitForHealthy(`http://${reachableHost(host)}:${port}/api/health`, 180_000, () => startupFailed);
  } catch (error) {
    say(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
    return;
  }
  started = true;
  const address = reachableHost(host) === '127.0.0.1' ? 'localhost' : reachableHost(host);
  console.log(
    [
      '',
      `  Henesys is running at http://${address}:${port}`,
      '',
      DEMO_LOGINS_TEXT,
      '',
      operatorKeysText(keys),
      '',
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
