import { join, resolve } from 'node:path';

/** The workspace root, whether running from src (tests) or dist. */
export const WORKSPACE_ROOT = resolve(__dirname, '../../..');

export type ProcessName =
  'auth' | 'accounts' | 'donations' | 'content' | 'rankings' | 'community' | 'worker' | 'gateway';

export interface ProcessSpec {
  name: ProcessName;
  /** Built entry point, relative to the workspace root. */
  entry: string;
}

const SERVICE_PROCESSES: ProcessName[] = [
  'auth',
  'accounts',
  'donations',
  'content',
  'rankings',
  'community',
  'worker',
];

/** Every process of the system, services first and the gateway last. */
export const PROCESSES: readonly ProcessSpec[] = [
  ...SERVICE_PROCESSES.map((name) => ({ name, entry: join('services', name, 'dist', 'main.js') })),
  { name: 'gateway', entry: join('gateway', 'dist', 'main.js') },
];

/** A running copy of a process: its name, or `name#2`, `name#3`... for further replicas. */
export type ProcessInstance = ProcessName | `${ProcessName}#${number}`;

export function replicaOf(name: ProcessName, replica: number): ProcessInstance {
  return replica <= 1 ? name : `${name}#${replica}`;
}

export function processNameOf(instance: ProcessInstance): ProcessName {
  return instance.split('#')[0] as ProcessName;
}

export function processSpec(name: ProcessName): ProcessSpec {
  const spec = PROCESSES.find((candidate) => candidate.name === name);
  if (!spec) throw new Error(`Unknown process ${name}`);
  return spec;
}
