/**
 * `node bench/path/dist/path/profile-packages.js <profile dir>`: where each process's CPU time went, by
 * package. The processes run bundles (dist/main.js), so a profile's frames all name main.js; esbuild
 * heads each bundled module with a `// node_modules/<package>/...` comment, which maps a frame's line
 * back to its package. A native frame (a socket write, say) counts for the nearest bundled caller.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const TOP = Number(process.env.TOP ?? 12);
const VM_STATES = new Set(['(idle)', '(program)', '(garbage collector)']);

/** The module heading each line of a bundle: the package's name, or our own file's path. */
function moduleLines(bundle: string): (line: number) => string {
  const heads: Array<[number, string]> = [];
  readFileSync(bundle, 'utf8')
    .split('\n')
    .forEach((text, line) => {
      const head = /^\/\/ (\S+\/\S+)$/.exec(text)?.[1];
      if (head) heads.push([line, /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(head)?.[1] ?? head]);
    });
  return (line) => {
    let low = 0;
    let high = heads.length - 1;
    let found = '(bundle prelude)';
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (heads[middle][0] <= line) [found, low] = [heads[middle][1], middle + 1];
      else high = middle - 1;
    }
    return found;
  };
}

function summarize(file: string): void {
  const { nodes } = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const bundle = nodes.map((node) => node.callFrame.url).find((url) => /\/dist\/main\.js$/.test(url));
  if (!bundle) return;
  const moduleOf = moduleLines(bundle.replace(/^file:\/\//, ''));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const parentOf = new Map(nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id] as const)));
  const samples = new Map<string, number>();
  let idle = 0;
  let total = 0;
  for (const node of nodes) {
    const hits = node.hitCount ?? 0;
    total += hits;
    if (hits === 0) continue;
    if (node.callFrame.functionName === '(idle)') idle += hits;
    let owner: string | undefined = VM_STATES.has(node.callFrame.functionName)
      ? node.callFrame.functionName
      : undefined;
    for (let at: ProfileNode | undefined = node; !owner && at; at = byId.get(parentOf.get(at.id) ?? -1))
      if (at.callFrame.url === bundle) owner = moduleOf(at.callFrame.lineNumber);
    samples.set(owner ?? '(node internals)', (samples.get(owner ?? '(node internals)') ?? 0) + hits);
  }
  const busy = total - idle || 1;
  console.log(
    `\n${bundle.replace(/^.*\/(gateway|services\/[a-z]+)\/dist\/main\.js$/, '$1')} (${file}): busy ${((busy / (total || 1)) * 100).toFixed(0)}%, share of the busy time:`,
  );
  const top = [...samples].filter(([owner]) => owner !== '(idle)').sort((a, b) => b[1] - a[1]);
  for (const [owner, hits] of top.slice(0, TOP))
    console.log(`  ${((hits / busy) * 100).toFixed(1).padStart(5)}%  ${owner}`);
}

const dir = process.argv[2] ?? '.';
for (const name of readdirSync(dir)
  .filter((entry) => entry.endsWith('.cpuprofile'))
  .sort())
  summarize(join(dir, name));
