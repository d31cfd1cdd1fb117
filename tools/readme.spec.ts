import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

describe('README', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

  it('stays under 10 KB; the rest lives in docs/', () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThan(10_240);
  });

  it('links only docs/*.md files that exist, and at least the main ones', () => {
    const links = [...readme.matchAll(/\]\((docs\/[^)#\s]+\.md)(#[^)\s]*)?\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect([link, existsSync(join(ROOT, link))]).toEqual([link, true]);
    for (const doc of [
      'architecture',
      'configuration',
      'game-server',
      'operations',
      'benchmarks',
      'testing',
      'decisions',
    ]) {
      expect(links).toContain(`docs/${doc}.md`);
    }
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

describe('docs/configuration.md', () => {
  const configuration = readFileSync(join(ROOT, 'docs/configuration.md'), 'utf8');

  it('carries the environment table generated from .env.example (node tools/env-table.mjs --write)', () => {
    // The generator is an ES module (Jest's CommonJS runtime cannot import it): run it as a script.
    const table = execFileSync(process.execPath, [join(ROOT, 'tools/env-table.mjs')], { encoding: 'utf8' }).trim();
    const block = configuration.split('<!-- env-table:start')[1]?.split('<!-- env-table:end -->')[0] ?? '';
    expect(block.slice(block.indexOf('\n') + 1).trim()).toBe(table);
    expect(table.split('\n').length).toBeGreaterThan(30);
  });
});

describe('docs/', () => {
  it('links only files that exist (relative links of every docs/*.md)', () => {
    const docs = readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));
    for (const doc of docs) {
      const text = readFileSync(join(ROOT, 'docs', doc), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)#\s:]+)(#[^)\s]*)?\)/g)) {
        expect([doc, target, existsSync(join(ROOT, 'docs', target))]).toEqual([doc, target, true]);
      }
    }
  });
});
