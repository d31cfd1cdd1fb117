/**
 * `node bench/load/dist/load/profile-summary.js [dir]`: where the CPU time went, from the V8 CPU
 * profiles `BENCH_PROFILE=1 npm run bench:load` leaves in bench/load/profiles (one per process):
 * per profile, the total sampled time and the functions with the most self time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

const TOP = Number(process.env.TOP ?? 12);

/** Where a function lives, short: the package or our file, so the table says whose time it is. */
function place(url: string): string {
  if (!url) return '(native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\//, '').replace(/^.*?\/(gateway|services|libs)\//, '$1/');
}

function summarize(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const selfSamples = new Map<string, number>();
  const totalHits = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1;
  for (const node of profile.nodes) {
    const key = `${node.callFrame.functionName || '(anonymous)'} ${place(node.callFrame.url)}`;
    selfSamples.set(key, (selfSamples.get(key) ?? 0) + (node.hitCount ?? 0));
  }
  const seconds = (profile.endTime - profile.startTime) / 1e6;
  const idle = [...selfSamples].filter(([key]) => key.startsWith('(idle)')).reduce((sum, [, hits]) => sum + hits, 0);
  const process =
    profile.nodes
      .map((node) => /\/(gateway|services\/[a-z]+)\/dist\/main\.js$/.exec(node.callFrame.url)?.[1])
      .find(Boolean) ?? 'unknown process';
  console.log(
    `\n${process} (${file}): ${seconds.toFixed(1)} s sampled, busy ${(100 - (idle / totalHits) * 100).toFixed(0)}%`,
  );
  const top = [...selfSamples]
    .filter(([key]) => !key.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP);
  for (const [key, hits] of top) console.log(`  ${((hits / totalHits) * 100).toFixed(1).padStart(5)}%  ${key}`);
}

const dir = process.argv[2] ?? join(process.cwd(), 'bench', 'load', 'profiles');
for (const name of readdirSync(dir)
  .filter((entry) => entry.endsWith('.cpuprofile'))
  .sort())
  summarize(join(dir, name));
