import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The checkout's (or the Docker image's) root: the nearest folder above this code whose package.json
 * lists the workspaces. Found rather than counted in '..' steps, since the same code runs from
 * gateway/src (tests) and bundled into gateway/dist/main.js.
 */
export function workspaceRoot(from = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    if (dirname(dir) === dir) throw new Error(`No workspace root (package.json with workspaces) above ${from}`);
  }
}
