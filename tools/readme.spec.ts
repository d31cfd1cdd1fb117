import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

describe('README', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

  it('carries the environment table generated from .env.example (node tools/env-table.mjs --write)', () => {
    // The generator is an ES module (Jest's CommonJS runtime cannot import it): run it as a script.
    const table = execFileSync(process.execPath, [join(ROOT, 'tools/env-table.mjs')], { encoding: 'utf8' }).trim();
    const block = readme.split('<!-- env-table:start')[1]?.split('<!-- env-table:end -->')[0] ?? '';
    expect(block.slice(block.indexOf('\n') + 1).trim()).toBe(table);
    expect(table.split('\n').length).toBeGreaterThan(30);
  });

  it('names the test command CI runs, and CI runs exactly it', () => {
    const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(readme).toContain('npm test');
    expect(ci.trim().split('\n').pop()).toBe('npm test');
    expect(packageJson.scripts.test).toBe('node tools/test.mjs');
  });

  it('lists the demo logins the seeders use', () => {
    expect(readme).toContain('| `admin` | `admin1234` |');
    expect(readme).toContain('| `member` | `member1234` |');
    const baseEnv = readFileSync(join(ROOT, 'libs/server/src/env/base-env.ts'), 'utf8');
    expect(baseEnv).toContain("DEMO_ADMIN_PASSWORD = 'admin1234'");
    expect(baseEnv).toContain("DEMO_MEMBER_PASSWORD = 'member1234'");
  });
});
