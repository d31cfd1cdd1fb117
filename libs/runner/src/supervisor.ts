import { ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { ProcessInstance, processNameOf, processSpec, WORKSPACE_ROOT } from './processes';
import { RestartBackoff, RestartPolicy } from './restart-backoff';

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
  /** Called when a process exits without having been asked to; `restartInMs` when it will be restarted. */
  onUnexpectedExit?: (
    instance: ProcessInstance,
    code: number | null,
    signal: NodeJS.Signals | null,
    restartInMs?: number,
  ) => void;
  /** Restart a process that exits unasked, with backoff (off by default: tests kill processes on purpose). */
  restart?: RestartPolicy;
}

/** Starts, stops and kills the system's processes (any number of copies each); each is a plain `node <dist entry>` child. */
export class Supervisor {
  private readonly children = new Map<ProcessInstance, ChildProcess>();
  private readonly stopping = new Set<ChildProcess>();
  private readonly backoffs = new Map<ProcessInstance, RestartBackoff>();
  private readonly pendingRestarts = new Map<ProcessInstance, NodeJS.Timeout>();
  /** Set by stopAll, so a process that crashes while the rest are being stopped stays down. */
  private stoppingAll = false;

  constructor(private readonly options: SupervisorOptions) {}

  start(name: ProcessInstance, extraEnv: NodeJS.ProcessEnv = {}): void {
    if (this.isRunning(name)) throw new Error(`${name} is already running`);
    this.cancelRestart(name);
    this.stoppingAll = false;
    const startedAt = Date.now();
    const child = spawn(
      process.execPath,
      [...(this.options.nodeArgs ?? []), join(WORKSPACE_ROOT, processSpec(processNameOf(name)).entry)],
      {
        cwd: WORKSPACE_ROOT,
        env: { ...this.options.env, ...this.options.envFor?.(name), ...extraEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => this.options.onLine(name, line));
    }
    child.once('exit', (code, signal) => {
      if (this.children.get(name) === child) this.children.delete(name);
      if (this.stopping.delete(child)) return;
      const restartInMs = this.scheduleRestart(name, Date.now() - startedAt, extraEnv);
      this.options.onUnexpectedExit?.(name, code, signal, restartInMs);
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

  /** SIGTERM and wait; SIGKILL if it has not exited after `graceMs`. A restart that was waiting is called off. */
  async stop(name: ProcessInstance, graceMs = 10_000): Promise<void> {
    this.cancelRestart(name);
    await this.signal(name, 'SIGTERM', graceMs);
  }

  /** Dies at once, as in a crash: no shutdown hooks run (but it was asked for, so no restart follows). */
  async kill(name: ProcessInstance): Promise<void> {
    this.cancelRestart(name);
    await this.signal(name, 'SIGKILL', 0);
  }

  async stopAll(graceMs = 10_000): Promise<void> {
    this.stoppingAll = true;
    for (const name of [...this.pendingRestarts.keys()]) this.cancelRestart(name);
    await Promise.all([...this.children.keys()].map((name) => this.stop(name, graceMs)));
  }

  /** With a restart policy: starts the process again after its backoff delay, which is returned. */
  private scheduleRestart(name: ProcessInstance, uptimeMs: number, extraEnv: NodeJS.ProcessEnv): number | undefined {
    if (!this.options.restart || this.stoppingAll) return undefined;
    const backoff = this.backoffs.get(name) ?? new RestartBackoff(this.options.restart);
    this.backoffs.set(name, backoff);
    const delay = backoff.crashed(uptimeMs);
    this.pendingRestarts.set(
      name,
      setTimeout(() => {
        this.pendingRestarts.delete(name);
        if (!this.isRunning(name)) this.start(name, extraEnv);
      }, delay),
    );
    return delay;
  }

  private cancelRestart(name: ProcessInstance): void {
    clearTimeout(this.pendingRestarts.get(name));
    this.pendingRestarts.delete(name);
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
