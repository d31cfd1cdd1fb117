import { ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { ProcessInstance, processNameOf, processSpec, WORKSPACE_ROOT } from './processes';

export type LineSink = (instance: ProcessInstance, line: string) => void;

export interface SupervisorOptions {
  /** The environment every process starts with. */
  env: NodeJS.ProcessEnv;
  /** Extra variables for one process (the gateway's PORT, say). */
  envFor?: (instance: ProcessInstance) => NodeJS.ProcessEnv;
  /** Where each output line goes. */
  onLine: LineSink;
  /** Options for node itself before the entry (e.g. --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /** Called when a process exits without having been asked to. */
  onUnexpectedExit?: (instance: ProcessInstance, code: number | null, signal: NodeJS.Signals | null) => void;
}

/** Starts, stops and kills the system's processes (any number of copies each); each is a plain `node <dist entry>` child. */
export class Supervisor {
  private readonly children = new Map<ProcessInstance, ChildProcess>();
  private readonly stopping = new Set<ChildProcess>();

  constructor(private readonly options: SupervisorOptions) {}

  start(name: ProcessInstance, extraEnv: NodeJS.ProcessEnv = {}): void {
    if (this.isRunning(name)) throw new Error(`${name} is already running`);
    const child = spawn(process.execPath, [...(this.options.nodeArgs ?? []), join(WORKSPACE_ROOT, processSpec(processNameOf(name)).entry)], {
      cwd: WORKSPACE_ROOT,
      env: { ...this.options.env, ...this.options.envFor?.(name), ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => this.options.onLine(name, line));
    }
    child.once('exit', (code, signal) => {
      if (this.children.get(name) === child) this.children.delete(name);
      if (!this.stopping.delete(child)) this.options.onUnexpectedExit?.(name, code, signal);
    });
    this.children.set(name, child);
  }

  isRunning(name: ProcessInstance): boolean {
    const child = this.children.get(name);
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  }

  pid(name: ProcessInstance): number | undefined {
    return this.children.get(name)?.pid;
  }

  /** SIGTERM and wait; SIGKILL if it has not exited after `graceMs`. */
  async stop(name: ProcessInstance, graceMs = 10_000): Promise<void> {
    await this.signal(name, 'SIGTERM', graceMs);
  }

  /** Dies at once, as in a crash: no shutdown hooks run. */
  async kill(name: ProcessInstance): Promise<void> {
    await this.signal(name, 'SIGKILL', 0);
  }

  async stopAll(graceMs = 10_000): Promise<void> {
    await Promise.all([...this.children.keys()].map((name) => this.stop(name, graceMs)));
  }

  private async signal(name: ProcessInstance, signal: NodeJS.Signals, graceMs: number): Promise<void> {
    const child = this.children.get(name);
    if (!child || !this.isRunning(name)) return;
    this.stopping.add(child);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    if (signal !== 'SIGKILL') {
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    } else {
      await exited;
    }
  }
}
