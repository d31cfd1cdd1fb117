import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const ESLINT = join(ROOT, 'node_modules/.bin/eslint');

interface LintMessage {
  ruleId: string | null;
  severity: number;
  line: number;
  message: string;
}

/** Runs the ESLint CLI (its flat config is an ES module, which Jest's VM cannot load) and returns its results. */
function lint(args: string[], input?: string): Array<{ filePath: string; messages: LintMessage[] }> {
  const result = spawnSync(ESLINT, ['--format', 'json', ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (!result.stdout) throw new Error(`eslint failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** Lints a would-be source file at `path` and returns the module-boundary errors it gets. */
async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = lint(['--stdin', '--stdin-filename', join(ROOT, path)], source);
  return result.messages
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

describe('module boundaries (Nx tags, enforced by ESLint)', () => {
  jest.setTimeout(60_000);

  it('blocks a service from importing another service, by package name or by relative path', async () => {
    expect(
      await boundaryErrors(
        'services/content/src/probe.ts',
        "import { authModule } from '@henesys/auth-service';\nexport const probe = authModule;\n",
      ),
    ).not.toEqual([]);
    expect(
      await boundaryErrors(
        'services/content/src/probe.ts',
        "import { authModule } from '../../auth/src/auth.module';\nexport const probe = authModule;\n",
      ),
    ).not.toEqual([]);
  });

  it('blocks a service from importing the gateway, and the web from importing server code', async () => {
    expect(
      await boundaryErrors(
        'services/donations/src/probe.ts',
        "import { RpcClient } from '@henesys/gateway';\nexport const probe = RpcClient;\n",
      ),
    ).not.toEqual([]);
    expect(
      await boundaryErrors(
        'web/src/probe.ts',
        "import { loadEnv } from '@henesys/server';\nexport const probe = loadEnv;\n",
      ),
    ).not.toEqual([]);
  });

  it('keeps the contracts free of server code', async () => {
    expect(
      await boundaryErrors(
        'libs/contracts/src/probe.ts',
        "import { loadEnv } from '@henesys/server';\nexport const probe = loadEnv;\n",
      ),
    ).not.toEqual([]);
  });

  it('allows services and the web to use the shared libs', async () => {
    const source =
      "import { loadEnv } from '@henesys/server';\nimport { ADMIN_ROLE } from '@henesys/contracts';\nexport const probe = [loadEnv, ADMIN_ROLE];\n";
    expect(await boundaryErrors('services/content/src/probe.ts', source)).toEqual([]);
    expect(
      await boundaryErrors(
        'web/src/probe.ts',
        "import { ADMIN_ROLE } from '@henesys/contracts';\nexport const probe = ADMIN_ROLE;\n",
      ),
    ).toEqual([]);
  });
});
