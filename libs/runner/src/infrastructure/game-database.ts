import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, join } from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';
import { freePort } from './free-port';
import { redact } from './postgres';

const run = promisify(execFile);

export interface GameDatabaseHandle {
  url: string;
  source: 'configured' | 'local' | 'started';
  stop(): Promise<void>;
}

/** The demo game database on the machine's own MariaDB/MySQL (root, empty password). Same as the code's default. */
export const LOCAL_GAME_DATABASE_URL = 'mysql://root@127.0.0.1:3306/henesys_game';
export const GAME_DATABASE_NAME = 'henesys_game';

export const NO_GAME_DATABASE_MESSAGE = [
  'No MySQL/MariaDB server for the game database could be found or started. Any one of these fixes it:',
  "  1. GAME_DATABASE_URL=mysql://user:password@host:3306/database pointing at a running MariaDB 10.5+ / MySQL 8 (your game server's database)",
  '  2. run a local MariaDB/MySQL on 127.0.0.1:3306 where root logs in over TCP with an empty password',
  '  3. install the server (Debian/Ubuntu: apt-get install mariadb-server; macOS: brew install mariadb): `npm start` then starts its own, with its data in .data/mariadb',
].join('\n');

const DATABASE_NAME = /^[A-Za-z0-9_]+$/;

/** The database named by the URL's path, checked (it ends up in SQL as an identifier). */
export function gameDatabaseName(url: string): string {
  const database = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!DATABASE_NAME.test(database))
    throw new Error(`Unsupported game database name: "${database}" (letters, digits and _ only)`);
  return database;
}

/** The same server and credentials with another database ('' for none). */
export function withGameDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = database ? `/${encodeURIComponent(database)}` : '';
  return parsed.toString();
}

/** The same server and credentials, no default database (so a missing database still answers). */
function serverOf(url: string): string {
  return withGameDatabase(url, '');
}

async function connectToServer(url: string, timeoutMs: number) {
  return createConnection({ uri: serverOf(url), connectTimeout: timeoutMs });
}

/** Connects to the server of `url` (no database selected) and answers whether it responds. */
export async function gameDatabaseAnswers(url: string, timeoutMs = 2_000): Promise<boolean> {
  let connection: Awaited<ReturnType<typeof connectToServer>> | undefined;
  try {
    connection = await connectToServer(url, timeoutMs);
    await connection.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await connection?.end().catch(() => undefined);
  }
}

/** CREATE DATABASE unless it exists (utf8mb4). */
export async function ensureGameDatabase(url: string): Promise<void> {
  const database = gameDatabaseName(url);
  const connection = await connectToServer(url, 10_000);
  try {
    await connection.query(`CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4`);
  } finally {
    await connection.end().catch(() => undefined);
  }
}

export async function dropGameDatabase(url: string): Promise<void> {
  const database = gameDatabaseName(url);
  const connection = await connectToServer(url, 10_000);
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  } finally {
    await connection.end().catch(() => undefined);
  }
}

/**
 * GAME_DATABASE_URL when set and answering (used as it is: nothing is created there); otherwise the
 * local server on 127.0.0.1:3306 as root with an empty password (database henesys_game created if
 * missing); otherwise the machine's mariadbd/mysqld started on a spare port with its data in
 * `dataDir`, kept between runs. Throws NO_GAME_DATABASE_MESSAGE when none of these works.
 */
export async function resolveGameDatabase(options: {
  configuredUrl?: string;
  dataDir: string;
  log: (line: string) => void;
  /** Server binaries to look for (names in PATH and /usr/sbin, or paths); tests override it. */
  serverCommands?: string[];
  /** Where the local server is looked for; tests override it. */
  localUrl?: string;
}): Promise<GameDatabaseHandle> {
  const nothingToStop = async () => undefined;
  const configured = options.configuredUrl?.trim() || undefined;
  if (configured) {
    if (await gameDatabaseAnswers(configured)) return { url: configured, source: 'configured', stop: nothingToStop };
    options.log(`GAME_DATABASE_URL (${redact(configured)}) does not answer.`);
  }
  const local = options.localUrl ?? LOCAL_GAME_DATABASE_URL;
  if (await gameDatabaseAnswers(local)) {
    await ensureGameDatabase(local);
    return { url: local, source: 'local', stop: nothingToStop };
  }
  if (!configured) options.log(`No local MySQL/MariaDB answers on ${redact(local)}.`);
  const binary = findServerBinary(options.serverCommands ?? ['mariadbd', 'mysqld']);
  if (!binary) throw new Error(NO_GAME_DATABASE_MESSAGE);
  const server = await OwnGameDatabaseServer.start(binary, options.dataDir, options.log);
  const url = `mysql://root@127.0.0.1:${server.port}/${GAME_DATABASE_NAME}`;
  try {
    await ensureGameDatabase(url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url, source: 'started', stop: () => server.stop() };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first of `names` found in PATH, /usr/sbin or /usr/local/sbin (a path is taken as it is). */
export function findExecutable(names: string[], extraDirs: string[] = []): string | undefined {
  const dirs = [
    ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
    ...extraDirs,
    '/usr/sbin',
    '/usr/local/sbin',
  ];
  for (const name of names) {
    if (isAbsolute(name)) {
      if (isExecutable(name)) return name;
      continue;
    }
    for (const dir of dirs) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

export function findServerBinary(names = ['mariadbd', 'mysqld']): string | undefined {
  return findExecutable(names);
}

/** A mariadbd/mysqld of our own: 127.0.0.1 only, on a spare port, data, socket, pid and log in `dataDir`. */
export class OwnGameDatabaseServer {
  private child?: ChildProcess;
  private exited = false;

  private constructor(
    readonly binary: string,
    readonly dataDir: string,
    readonly port: number,
  ) {}

  get dataPath(): string {
    return join(this.dataDir, 'data');
  }

  get socketPath(): string {
    return join(this.dataDir, 'mysqld.sock');
  }

  get pidPath(): string {
    return join(this.dataDir, 'mysqld.pid');
  }

  get logPath(): string {
    return join(this.dataDir, 'mysqld.err');
  }

  static async start(
    binary: string,
    dataDir: string,
    log: (line: string) => void,
    timeoutMs = 60_000,
  ): Promise<OwnGameDatabaseServer> {
    const server = new OwnGameDatabaseServer(binary, dataDir, await freePort());
    await server.run(log, timeoutMs);
    return server;
  }

  private get asRoot(): string[] {
    return process.getuid?.() === 0 ? ['--user=root'] : [];
  }

  private async run(log: (line: string) => void, timeoutMs: number): Promise<void> {
    mkdirSync(this.dataDir, { recursive: true });
    const isNew = !existsSync(join(this.dataPath, 'mysql'));
    log(
      `Starting ${this.binary} in ${this.dataDir} on port ${this.port}${isNew ? ' (first run: initialising)' : ''}...`,
    );
    this.warnIfStillRunning(log);
    if (isNew) await this.initialise();
    const args = [
      '--no-defaults',
      `--datadir=${this.dataPath}`,
      `--port=${this.port}`,
      '--bind-address=127.0.0.1',
      `--socket=${this.socketPath}`,
      `--pid-file=${this.pidPath}`,
      `--log-error=${this.logPath}`,
      '--skip-name-resolve',
      '--character-set-server=utf8mb4',
      ...this.asRoot,
    ];
    const child = spawn(this.binary, args, { stdio: 'ignore' });
    this.child = child;
    // Should this process end without stop() (an uncaught error, process.exit), the server goes with it.
    const stopWithUs = () => child.kill('SIGTERM');
    process.once('exit', stopWithUs);
    child.once('exit', () => {
      this.exited = true;
      process.removeListener('exit', stopWithUs);
    });
    child.once('error', () => {
      this.exited = true;
    });
    const url = `mysql://root@127.0.0.1:${this.port}`;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exited)
        throw new Error(`${this.binary} exited while starting (see ${this.logPath}):\n${this.logTail()}`);
      if (await gameDatabaseAnswers(url, 1_000)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await this.stop();
    throw new Error(
      `${this.binary} did not answer on port ${this.port} within ${timeoutMs / 1000} s (see ${this.logPath}):\n${this.logTail()}`,
    );
  }

  /** MariaDB: mariadb-install-db (root without a password); MySQL: mysqld --initialize-insecure. */
  private async initialise(): Promise<void> {
    mkdirSync(this.dataPath, { recursive: true });
    const version = await run(this.binary, ['--version']).then(
      (result) => result.stdout,
      () => '',
    );
    try {
      if (/mariadb/i.test(version)) {
        const installer = findExecutable(
          ['mariadb-install-db', 'mysql_install_db'],
          [dirname(this.binary), join(dirname(this.binary), '..', 'bin'), join(dirname(this.binary), '..', 'scripts')],
        );
        if (!installer) throw new Error(`mariadb-install-db was not found next to ${this.binary}`);
        await run(
          installer,
          [
            '--no-defaults',
            `--datadir=${this.dataPath}`,
            '--auth-root-authentication-method=normal',
            '--skip-test-db',
            ...this.asRoot,
          ],
          { maxBuffer: 16 * 1024 * 1024 },
        );
      } else {
        await run(
          this.binary,
          ['--no-defaults', '--initialize-insecure', `--datadir=${this.dataPath}`, ...this.asRoot],
          { maxBuffer: 16 * 1024 * 1024 },
        );
      }
    } catch (error) {
      const output =
        error && typeof error === 'object'
          ? `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`
          : '';
      throw new Error(
        `Initialising the game database in ${this.dataPath} failed: ${error instanceof Error ? error.message : String(error)}\n${output.slice(-2_000)}`,
      );
    }
  }

  /** A server left over from an earlier run (killed without stop) keeps the data files locked. */
  private warnIfStillRunning(log: (line: string) => void): void {
    if (!existsSync(this.pidPath)) return;
    const pid = Number(readFileSync(this.pidPath, 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return;
    try {
      process.kill(pid, 0);
      log(
        `A server from an earlier run (pid ${pid}, ${this.pidPath}) may still hold ${this.dataPath}: stop it if this start hangs.`,
      );
    } catch {
      // not running: a stale pid file, which the server replaces
    }
  }

  private logTail(): string {
    try {
      return readFileSync(this.logPath, 'utf8').split('\n').slice(-15).join('\n');
    } catch {
      return '(no log)';
    }
  }

  /** Starts it again after stop(), on the same port and data (for fault tests: the game database comes back). */
  async restart(log: (line: string) => void = () => undefined, timeoutMs = 60_000): Promise<void> {
    await this.stop();
    this.exited = false;
    await this.run(log, timeoutMs);
  }

  /** SIGSTOP / SIGCONT: a server that accepts connections but never answers (for fault tests). */
  freeze(frozen: boolean): void {
    this.child?.kill(frozen ? 'SIGSTOP' : 'SIGCONT');
  }

  get url(): string {
    return `mysql://root@127.0.0.1:${this.port}/`;
  }

  /** SIGTERM (a clean shutdown), SIGKILL after 30 s. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || this.exited || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}
