import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import Redis from 'ioredis';
import { freePort } from './free-port';

export interface RedisHandle {
  url: string;
  source: 'configured' | 'local' | 'spawned';
  stop(): Promise<void>;
}

export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

export const NO_REDIS_MESSAGE = [
  'No Redis server could be found or started. Any one of these fixes it:',
  '  1. REDIS_URL=redis://host:port pointing at a running Redis 6+',
  '  2. install the OS package (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis)',
  '  3. docker compose up redis   (then REDIS_URL=redis://127.0.0.1:6379)',
].join('\n');

export async function redisAnswers(url: string, timeoutMs = 1_500): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export function redisServerInstalled(command = 'redis-server'): boolean {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A redis-server of our own on a spare port that keeps nothing on disk; `restart` reuses the port. */
export class OwnRedisServer {
  private child?: ChildProcess;

  private constructor(
    readonly port: number,
    private readonly command: string,
  ) {}

  static async start(port?: number, command = 'redis-server'): Promise<OwnRedisServer> {
    const server = new OwnRedisServer(port ?? (await freePort()), command);
    await server.startProcess();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.startProcess();
  }

  private async startProcess(): Promise<void> {
    const args = [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ];
    this.child = spawn(this.command, args, { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (await redisAnswers(this.url, 300)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not start on port ${this.port}`);
  }
}

/**
 * REDIS_URL when set and answering; when not set, the local server on 127.0.0.1:6379 if it answers;
 * otherwise a redis-server of our own on a spare port (the machine's binary: no npm package ships one).
 */
export async function resolveRedis(options: {
  configuredUrl?: string;
  log: (line: string) => void;
  command?: string;
}): Promise<RedisHandle> {
  const candidate = options.configuredUrl ?? LOCAL_REDIS_URL;
  if (await redisAnswers(candidate)) {
    return { url: candidate, source: options.configuredUrl ? 'configured' : 'local', stop: async () => undefined };
  }
  options.log(`${options.configuredUrl ? 'REDIS_URL' : 'The local Redis'} (${candidate}) does not answer.`);
  const command = options.command ?? 'redis-server';
  if (!redisServerInstalled(command)) throw new Error(NO_REDIS_MESSAGE);
  const server = await OwnRedisServer.start(undefined, command);
  options.log(`Started ${command} on port ${server.port} (keeps nothing on disk).`);
  return { url: server.url, source: 'spawned', stop: () => server.stop() };
}
