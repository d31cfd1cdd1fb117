#!/usr/bin/env node
/**
 * `node tools/bundle.mjs <project dir>`: the last step of a Node process's build. tsc has compiled
 * src/start.ts (decorator metadata included, which esbuild cannot emit) to dist/start.js; this bundles
 * it with its libraries into dist/main.js, the file every process runs (npm start, the tests, compose,
 * Kubernetes). One file starts in about half the CPU time of the ~2,400 modules it replaces (module
 * resolution and loading), which every process start, test system and container restart pays.
 */
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const EXTERNAL = [
  // Native addons load their compiled binary from their own folder.
  'bcrypt',
  // Serves its files from its own folder (the gateway's API docs page).
  'swagger-ui-dist',
];

/**
 * Optional peers that Nest, Terminus and TypeORM try to load and do without (websockets, other ORMs and
 * transports, pg-native) are not installed: left as a plain require, they fail at run time exactly as
 * they do unbundled, inside the try the library wraps them in.
 */
const absentPackagesStayRequires = {
  name: 'absent-packages-stay-requires',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path, resolveDir }) => {
      try {
        createRequire(join(resolveDir, 'x.js')).resolve(path);
        return undefined;
      } catch {
        return { path, external: true };
      }
    });
  },
};

const project = process.argv[2];
if (!project) throw new Error('usage: node tools/bundle.mjs <project dir>');
await build({
  entryPoints: [join(project, 'dist', 'start.js')],
  outfile: join(project, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // Class names stay as written: Nest and TypeORM read them (injection tokens, migration names).
  keepNames: true,
  external: EXTERNAL,
  plugins: [absentPackagesStayRequires],
  logLevel: 'error',
});
