/**
 * docker-compose.yml (and the image it builds) checked against the code: every process found in the
 * workspace runs as a container with its real build output, is health-checked, and starts only
 * after what it needs is healthy.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import * as ts from 'typescript';
import { parse } from 'yaml';
import { SERVICE_NAMES } from '@henesys/contracts';

const ROOT = resolve(__dirname, '..');
const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');
const INFRA = ['postgres', 'game-db', 'redis', 'mailpit'];

interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
}

interface NodeProcess {
  /** The compose service name: the project's folder name. */
  name: string;
  /** The project's folder, relative to the workspace root. */
  dir: string;
  /** The file its build writes for it to run (the bundle of src/start.ts), relative to the workspace root (posix). */
  main: string;
  isService: boolean;
}

const toPosix = (path: string) => path.split('\\').join('/');

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/**
 * What the project's build target makes to run: `tsc -b <tsconfig>` compiles src/start.ts into its
 * outDir, then `node tools/bundle.mjs <dir>` bundles that start.js into main.js beside it.
 */
function buildOutputOfMain(dir: string): string {
  const project = readJson<{ targets?: { build?: { command?: string } } }>(join(ROOT, dir, 'project.json'));
  const command = project.targets?.build?.command ?? '';
  const tsconfig = /\btsc\s+(?:-b|--build|-p|--project)\s+(\S+)/.exec(command)?.[1];
  if (!tsconfig) throw new Error(`${dir}/project.json: build target is not "tsc -b <tsconfig>" (${command || 'none'})`);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, tsconfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const outDir = parsed?.options.outDir;
  if (!outDir) throw new Error(`${tsconfig}: no outDir`);
  const rootDir = parsed.options.rootDir ?? join(ROOT, dir, 'src');
  const entry = join(ROOT, dir, 'src', 'start.ts');
  if (!existsSync(entry)) throw new Error(`${dir}: no src/start.ts`);
  if (!command.includes(`node tools/bundle.mjs ${dir}`))
    throw new Error(`${dir}/project.json: the build target does not bundle (node tools/bundle.mjs ${dir})`);
  const compiled = join(outDir, relative(rootDir, entry));
  return toPosix(relative(ROOT, join(dirname(compiled), 'main.js')));
}

/** The gateway plus every services/* folder whose project.json is tagged type:service. */
function discoverProcesses(): NodeProcess[] {
  const services = readdirSync(join(ROOT, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'services', entry.name, 'project.json')))
    .filter((entry) => {
      const project = readJson<{ tags?: string[] }>(join(ROOT, 'services', entry.name, 'project.json'));
      return (project.tags ?? []).includes('type:service');
    })
    .map((entry) => entry.name)
    .sort();
  return [
    { name: 'gateway', dir: 'gateway', isService: false },
    ...services.map((name) => ({ name, dir: `services/${name}`, isService: true })),
  ].map((app) => ({ ...app, main: buildOutputOfMain(app.dir) }));
}

function words(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : value.trim().split(/\s+/);
}

function environmentOf(service: ComposeService): Record<string, string | null> {
  const raw = service.environment ?? {};
  if (Array.isArray(raw)) {
    return Object.fromEntries(
      raw.map((item) =>
        item.includes('=') ? [item.slice(0, item.indexOf('=')), item.slice(item.indexOf('=') + 1)] : [item, null],
      ),
    );
  }
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, value === null ? null : String(value)]));
}

/** depends_on as { name: condition }; the short list form has no condition. */
function dependenciesOf(service: ComposeService): Record<string, string | undefined> {
  const raw = service.depends_on ?? {};
  if (Array.isArray(raw)) return Object.fromEntries(raw.map((name) => [name, undefined]));
  return Object.fromEntries(Object.entries(raw).map(([name, options]) => [name, options?.condition]));
}

function hasHealthcheck(service: ComposeService | undefined): boolean {
  const test = service?.healthcheck?.test;
  if (!service?.healthcheck || service.healthcheck.disable) return false;
  const argv = words(test);
  return argv.length > 0 && argv[0] !== 'NONE';
}

/** Which compose command is installed: v1's docker-compose, else the v2 plugin, else none. */
function findCompose(): string[] | undefined {
  const candidates = [['docker-compose'], ['docker', 'compose']];
  return candidates.find(([bin, ...args]) => spawnSync(bin, [...args, 'version'], { stdio: 'ignore' }).status === 0);
}

const compose = parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as {
  services?: Record<string, ComposeService>;
};
const services = compose.services ?? {};
const processes = discoverProcesses();
const serviceProcesses = processes.filter((app) => app.isService);

describe('docker-compose.yml', () => {
  it('finds the gateway and at least one service in the workspace', () => {
    expect(processes.map((app) => app.name)).toContain('gateway');
    expect(serviceProcesses.length).toBeGreaterThan(0);
  });

  describe.each(processes.map((app) => [app.name, app] as const))('process %s', (name, app) => {
    const service = services[name];

    it('has a compose service', () => {
      expect(service).toBeDefined();
    });

    it('builds or names the app image built from infra/docker/Dockerfile', () => {
      expect(service?.build ?? service?.image).toBeDefined();
      if (service?.build !== undefined) {
        const build = typeof service.build === 'string' ? { context: service.build } : service.build;
        const dockerfile = join(ROOT, build.context ?? '.', build.dockerfile ?? 'Dockerfile');
        expect(toPosix(relative(ROOT, dockerfile))).toBe('infra/docker/Dockerfile');
      }
    });

    it(`runs its build output with node (${app.main})`, () => {
      expect(words(service?.command)).toEqual(['node', app.main]);
      // The image keeps each project's dist/ folder only (infra/docker/Dockerfile).
      expect(app.main.startsWith(`${app.dir}/dist/`)).toBe(true);
    });

    it('gets DATABASE_URL, GAME_DATABASE_URL (the compose game-db, no password in the file) and REDIS_URL', () => {
      const environment = environmentOf(service ?? {});
      expect(environment['DATABASE_URL']).toMatch(/^postgres(ql)?:\/\//);
      expect(environment['GAME_DATABASE_URL']).toMatch(
        /^mysql:\/\/henesys:\$\{GAME_DB_PASSWORD:\?[^}]*\}@game-db:3306\/henesys_game$/,
      );
      expect(environment['GAME_SCHEMA_MANAGED']).toBe('${GAME_SCHEMA_MANAGED:-true}');
      expect(environment['REDIS_URL']).toMatch(/^rediss?:\/\//);
    });

    it('never ships a default JWT_SECRET', () => {
      const secret = environmentOf(service ?? {})['JWT_SECRET'];
      if (secret !== undefined) expect(secret).toMatch(/^\$\{JWT_SECRET:\?/);
    });

    it('has a healthcheck', () => {
      expect(hasHealthcheck(service)).toBe(true);
    });

    if (app.isService) {
      it('is health-checked over the Redis transport with its own name', () => {
        const argv = words(service?.healthcheck?.test);
        expect(argv.slice(-3)).toEqual(['node', 'infra/docker/healthcheck.js', name]);
        expect(SERVICE_NAMES as readonly string[]).toContain(name);
      });
    } else {
      it('is health-checked on /api/health', () => {
        expect(words(service?.healthcheck?.test).join(' ')).toContain('/api/health');
      });
    }

    it('starts after healthy Postgres, game database and Redis', () => {
      const dependencies = dependenciesOf(service ?? {});
      expect(dependencies['postgres']).toBe('service_healthy');
      expect(dependencies['game-db']).toBe('service_healthy');
      expect(dependencies['redis']).toBe('service_healthy');
    });
  });

  it('runs every process from one image', () => {
    const images = new Set(processes.map((app) => services[app.name]?.image));
    expect(images.size).toBe(1);
    expect([...images][0]).toBeTruthy();
  });

  it('starts the gateway after every service is healthy', () => {
    const dependencies = dependenciesOf(services['gateway'] ?? {});
    for (const app of serviceProcesses)
      expect({ [app.name]: dependencies[app.name] }).toEqual({ [app.name]: 'service_healthy' });
  });

  it.each(INFRA)('has %s with a healthcheck', (name) => {
    expect(services[name]).toBeDefined();
    expect(hasHealthcheck(services[name])).toBe(true);
  });

  it('waits only for healthy services that have a healthcheck', () => {
    const problems: string[] = [];
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, condition] of Object.entries(dependenciesOf(service))) {
        if (condition !== 'service_healthy')
          problems.push(`${name} -> ${dependency}: condition ${condition ?? '(none)'}`);
        if (!services[dependency]) problems.push(`${name} -> ${dependency}: no such service`);
        else if (!hasHealthcheck(services[dependency]))
          problems.push(`${name} -> ${dependency}: it has no healthcheck`);
      }
    }
    expect(problems).toEqual([]);
  });

  const composeCommand = findCompose();
  const REQUIRED_SECRETS: Record<string, string> = {
    JWT_SECRET: 'compose-spec-0123456789abcdef0123456789abcdef',
    TWO_FACTOR_ENCRYPTION_KEY: 'ab'.repeat(32),
    VOTE_PINGBACK_KEY: 'compose-spec-pingback-key',
    METRICS_TOKEN: 'compose-spec-metrics-token-0123456789',
    POSTGRES_PASSWORD: 'compose-spec-postgres-password',
    GAME_DB_PASSWORD: 'compose-spec-game-db-password',
  };
  const validates = `is valid for ${composeCommand?.join(' ') ?? 'docker-compose'} (config -q), and refuses to run without each required secret`;
  if (!composeCommand) {
    console.info('compose.spec: neither docker-compose nor `docker compose` is installed; skipping `config -q`.');
    it.skip(validates, () => undefined);
  } else {
    it(
      validates,
      () => {
        // An empty env file, so a developer's .env changes nothing here.
        const dir = mkdtempSync(join(tmpdir(), 'henesys-compose-'));
        const envFile = join(dir, 'empty.env');
        writeFileSync(envFile, '');
        const [bin, ...args] = composeCommand;
        const run = (env: NodeJS.ProcessEnv) =>
          spawnSync(bin, [...args, '--env-file', envFile, '-f', COMPOSE_FILE, 'config', '-q'], {
            cwd: ROOT,
            env,
            encoding: 'utf8',
          });
        try {
          const withoutSecrets = Object.fromEntries(
            Object.entries(process.env).filter(([name]) => !(name in REQUIRED_SECRETS)),
          );
          const valid = run({ ...withoutSecrets, ...REQUIRED_SECRETS });
          expect(valid.status === 0 ? 'valid' : valid.stderr || valid.error?.message).toBe('valid');
          for (const missing of Object.keys(REQUIRED_SECRETS)) {
            const others = Object.fromEntries(Object.entries(REQUIRED_SECRETS).filter(([name]) => name !== missing));
            const refused = run({ ...withoutSecrets, ...others });
            expect(refused.status).not.toBe(0);
            expect(refused.stderr).toContain(missing);
          }
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
      30_000,
    );
  }
});

describe('the app image (infra/docker/Dockerfile)', () => {
  const dockerfile = readFileSync(join(ROOT, 'infra/docker/Dockerfile'), 'utf8');
  const stages = dockerfile.split(/^FROM\s/m).slice(1);
  const runtime = stages[stages.length - 1] ?? '';

  it('builds on node:20-bookworm-slim and runs the gateway by default, not as root', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    expect(runtime).toMatch(/^USER (?!root\b|0\b)\S+$/m);
    expect(runtime).toMatch(/^ENV NODE_ENV=production\b/m);
    expect(runtime).toContain('CMD ["node", "gateway/dist/main.js"]');
  });

  it('ships the healthcheck script the compose file runs', () => {
    expect(existsSync(join(ROOT, 'infra/docker/healthcheck.js'))).toBe(true);
    expect(dockerfile).toContain('infra/docker/healthcheck.js');
  });

  it('keeps local installs, builds, secrets and git out of the build context', () => {
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    for (const entry of ['**/node_modules', '**/dist', '.git', '.env', '.nx', '.data'])
      expect(ignored).toContain(entry);
  });
});
