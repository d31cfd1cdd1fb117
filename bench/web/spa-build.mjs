/**
 * web/dist as the gateway serves it: rebuilt (`npx nx run web:build`) when any source it is built
 * from is newer than web/dist/index.html, used as it is otherwise.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', 'test']);

/** The newest modification time below `path` (a file or a folder), tests and builds left out. */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path, { withFileTypes: true })
      .filter((entry) => !SKIPPED.has(entry.name))
      .map((entry) => newestChange(join(path, entry.name))),
  );
}

export function ensureSpaBuilt(root, say) {
  const index = join(root, 'web/dist/index.html');
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'libs/contracts/src'].map((path) =>
    join(root, path),
  );
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > Math.max(...sources.map(newestChange))) {
    say('web/dist is newer than its sources: using it');
    return;
  }
  say('building the SPA (npx nx run web:build)...');
  const build = spawnSync('npx', ['nx', 'run', 'web:build', '--skip-nx-cache'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (build.status !== 0) throw new Error('npx nx run web:build failed');
}
