import {
  FakeDiscord,
  freePort,
  GENERATED_SECRETS,
  generateSecrets,
  MailCatcher,
  OwnRedisServer,
  PROCESSES,
  ProcessInstance,
  ProcessName,
  processNameOf,
  replicaOf,
  Secrets,
  Supervisor,
  waitForHealthy,
} from '@henesys/runner';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import Redis from 'ioredis';
import { firstValueFrom, timeout } from 'rxjs';
import { createTestDatabase, TestDatabase } from './test-database';
import { RUNNING_SYSTEMS } from './system-environment';
import { testProcessEnv } from './test-process-env';
import {
  createLeastPrivilegeUser,
  createTestGameDatabase,
  GameSchemaKind,
  TestGameDatabase,
} from './test-game-database';

export interface TestSystemOptions {
  /** Which processes to start (default: all). */
  processes?: ProcessName[];
  /** Extra environment for every process. */
  env?: NodeJS.ProcessEnv;
  /** Extra environment per process. */
  envFor?: Partial<Record<ProcessName, NodeJS.ProcessEnv>>;
  label?: string;
  /** How many copies of a process to run (default 1 each); copies are named `name#2`, `name#3`... */
  replicas?: Partial<Record<ProcessName, number>>;
  /** Options for node itself in every process (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /** Run on this existing database (a restored backup, say) instead of a new one; `stop()` leaves it in place. */
  databaseUrl?: string;
  /** The game database: Cosmic's own tables with the demo world (default), or the site's managed demo tables. */
  game?: GameSchemaKind;
  /** The MySQL/MariaDB server the game database is created on (default: the machine's, TEST_GAME_DATABASE_URL). */
  gameServerUrl?: string;
  /** Run the site as a MySQL user with only the least privileges docs/game-server.md lists (Cosmic schema). */
  leastPrivilegeGameUser?: boolean;
}

/**
 * The system as separate real processes (as `npm start` runs it) on spare ports, with a database and
 * a redis-server of its own, so a test can stop, kill and restart any part, Redis included.
 */
export class TestSystem {
  readonly logs: string[] = [];
  readonly unexpectedExits: string[] = [];
  private readonly supervisor: Supervisor;
  /** The HTTP port of every gateway copy after the first (which listens on `port`). */
  private readonly gatewayPorts = new Map<ProcessInstance, number>();

  private constructor(
    readonly database: TestDatabase,
    readonly game: TestGameDatabase,
    readonly redis: OwnRedisServer,
    readonly mail: MailCatcher,
    readonly discord: FakeDiscord,
    readonly port: number,
    readonly processes: ProcessName[],
    /** The secrets every process of this system got: made up for it, unless the test's `env` set one. */
    readonly secrets: Secrets,
    env: NodeJS.ProcessEnv,
    envFor: Partial<Record<ProcessName, NodeJS.ProcessEnv>>,
    nodeArgs: string[] = [],
  ) {
    this.supervisor = new Supervisor({
      env,
      nodeArgs,
      envFor: (instance) => {
        const name = processNameOf(instance);
        return { ...(name === 'gateway' ? { PORT: String(this.gatewayPort(instance)) } : {}), ...envFor[name] };
      },
      onLine: (name, line) => {
        this.logs.push(`[${name}] ${line}`);
        if (this.logs.length > 5_000) this.logs.splice(0, 1_000);
      },
      onUnexpectedExit: (name, code, signal) =>
        this.unexpectedExits.push(`${name} exited (code ${code}, signal ${signal})`),
    });
  }

  static async start(options: TestSystemOptions = {}): Promise<TestSystem> {
    const database = options.databaseUrl
      ? { url: options.databaseUrl, drop: async () => undefined }
      : await createTestDatabase(options.label ?? 'system');
    const game = await createTestGameDatabase(
      options.label ?? 'system',
      options.game ?? 'cosmic',
      options.gameServerUrl,
    );
    if (options.leastPrivilegeGameUser) {
      const user = await createLeastPrivilegeUser(game);
      game.env.GAME_DATABASE_URL = user.url;
      const dropDatabase = game.drop;
      game.drop = async () => {
        await user.drop().catch(() => undefined);
        await dropDatabase();
      };
    }
    const redis = await OwnRedisServer.start();
    const mail = await MailCatcher.start();
    const discord = await FakeDiscord.start();
    const port = await freePort();
    const secrets = { ...generateSecrets(), ...pickSecrets(options.env ?? {}) };
    const env: NodeJS.ProcessEnv = {
      ...testProcessEnv(),
      SEED_DEMO_DATA: 'true',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      RPC_TIMEOUT_MS: '2000',
      SMTP_URL: mail.url,
      ...game.env,
      ...options.env,
      ...secrets,
    };
    const processes = options.processes ?? PROCESSES.map((spec) => spec.name);
    // The community service talks to the fake Discord, which sends the browser back to this gateway.
    const envFor = {
      ...options.envFor,
      community: { ...discord.env(), PUBLIC_URL: `http://127.0.0.1:${port}`, ...options.envFor?.community },
    };
    const system = new TestSystem(
      database,
      game,
      redis,
      mail,
      discord,
      port,
      processes,
      secrets,
      env,
      envFor,
      options.nodeArgs,
    );
    runningSystems().add(system);
    const instances = processes.flatMap((name) =>
      Array.from({ length: options.replicas?.[name] ?? 1 }, (_, index) => replicaOf(name, index + 1)),
    );
    try {
      for (const instance of instances) {
        if (processNameOf(instance) === 'gateway' && instance !== 'gateway')
          system.gatewayPorts.set(instance, await freePort());
        await system.startProcess(instance, false);
      }
      await Promise.all(instances.map((instance) => system.waitUntilReady(instance)));
    } catch (error) {
      await system.stop();
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\n${system.logs.slice(-40).join('\n')}`,
      );
    }
    return system;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The HTTP port of a gateway copy: `gateway` listens on `port`, `gateway#2`... on their own. */
  gatewayPort(instance: ProcessInstance = 'gateway'): number {
    return instance === 'gateway' ? this.port : (this.gatewayPorts.get(instance) ?? this.port);
  }

  /** The base URL of one gateway copy (the first by default). */
  gatewayUrl(instance: ProcessInstance = 'gateway'): string {
    return `http://127.0.0.1:${this.gatewayPort(instance)}`;
  }

  /** fetch against the gateway; `path` starts with /api or is a page path. */
  fetch(path: string, init?: RequestInit): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, { ...init, signal: init?.signal ?? AbortSignal.timeout(30_000) });
  }

  /** A JSON call to the gateway, anonymous or with a session token: the status and the parsed body. */
  async api(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; body: any }> {
    const response = await this.fetch(path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  /** The session token of a password login (accounts without two-factor). */
  async login(username: string, password: string): Promise<string> {
    const answer = await this.api('POST', '/api/auth/login', undefined, { username, password });
    if (typeof answer.body?.token !== 'string')
      throw new Error(`login of ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.token;
  }

  /** Starts a process, or another copy of one (`donations#2`, `gateway#2` gets a spare port of its own). */
  async startProcess(name: ProcessInstance, wait = true): Promise<void> {
    if (processNameOf(name) === 'gateway' && name !== 'gateway' && !this.gatewayPorts.has(name))
      this.gatewayPorts.set(name, await freePort());
    this.supervisor.start(name);
    if (wait) await this.waitUntilReady(name);
  }

  stopProcess(name: ProcessInstance): Promise<void> {
    return this.supervisor.stop(name);
  }

  killProcess(name: ProcessInstance): Promise<void> {
    return this.supervisor.kill(name);
  }

  pid(name: ProcessInstance): number | undefined {
    return this.supervisor.pid(name);
  }

  /** A service is ready when it listens for its health message; the gateway when it answers HTTP. */
  async waitUntilReady(name: ProcessInstance, timeoutMs = 60_000): Promise<void> {
    if (processNameOf(name) === 'gateway') return waitForHealthy(`${this.gatewayUrl(name)}/api/health/live`, timeoutMs);
    const client = new Redis(this.redis.url, { maxRetriesPerRequest: null });
    try {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (!this.supervisor.isRunning(name)) throw new Error(`${name} is not running`);
        const [, listeners] = (await client.call('PUBSUB', 'NUMSUB', `${processNameOf(name)}.health`)) as [
          string,
          number,
        ];
        if (Number(listeners) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${name} did not become ready in ${timeoutMs} ms`);
    } finally {
      client.disconnect();
    }
  }

  /**
   * One request/response message over this system's Redis transport, as the gateway sends it; for
   * internal patterns no HTTP route exposes (e.g. rankings.refresh). Rejects with the service's error payload.
   */
  async send<T>(pattern: string, payload: object = {}, timeoutMs = 120_000): Promise<T> {
    const url = new URL(this.redis.url);
    const client = ClientProxyFactory.create({
      transport: Transport.REDIS,
      options: { host: url.hostname, port: Number(url.port) },
    });
    try {
      await client.connect();
      return await firstValueFrom(client.send<T>(pattern, payload).pipe(timeout(timeoutMs)));
    } finally {
      await client.close();
    }
  }

  async stop(): Promise<void> {
    runningSystems().delete(this);
    await this.supervisor.stopAll(5_000);
    await this.redis.stop();
    await this.mail.stop();
    await this.discord.stop();
    await this.database.drop().catch(() => undefined);
    await this.game.drop().catch(() => undefined);
  }
}

/** This test file's systems not stopped yet: SystemTestEnvironment stops them when the file ends. */
function runningSystems(): Set<TestSystem> {
  const global = globalThis as unknown as Record<string, Set<TestSystem> | undefined>;
  return (global[RUNNING_SYSTEMS] ??= new Set());
}

/** The secrets a test chose itself in its `env` (a known JWT_SECRET to sign tokens with, say). */
function pickSecrets(env: NodeJS.ProcessEnv): Partial<Secrets> {
  return Object.fromEntries(
    GENERATED_SECRETS.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]),
  );
}
