import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from './processes';

const BUILT = join(WORKSPACE_ROOT, 'libs', 'runner', 'dist', 'secrets.js');

/** One `npm start` asking for its secrets at `at` (ms since the epoch, so they all ask at once), as a separate process. */
function secretsOfAnotherProcess(file: string, at: number): Promise<Record<string, string>> {
  const script = [
    `const { storedSecrets } = require(${JSON.stringify(BUILT)});`,
    `while (performance.timeOrigin + performance.now() < ${at});`,
    `process.stdout.write(JSON.stringify(storedSecrets(${JSON.stringify(file)})));`,
  ].join('\n');
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ['-e', script], { timeout: 30_000 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    ),
  );
}

describe('.data/secrets.json made by several starts at once', () => {
  let dir: string;

  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'henesys-secrets-race-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds one set of secrets that every one of them uses, whole, mode 600, with no temporary file left', async () => {
    const file = join(dir, '.data', 'secrets.json');
    const at = Date.now() + 3_000;
    const answers = await Promise.all(Array.from({ length: 8 }, () => secretsOfAnotherProcess(file, at)));
    const kept = JSON.parse(readFileSync(file, 'utf8'));
    expect(Object.keys(kept)).toHaveLength(4);
    for (const answer of answers) expect(answer).toEqual(kept);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dir, '.data'))).toEqual(['secrets.json']);
  }, 60_000);
});
