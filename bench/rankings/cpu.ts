import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far; 0 when it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") "; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every process whose command name is `comm` (postgres backends, mariadbd). */
function pidsNamed(comm: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm;
      } catch {
        return false;
      }
    });
}

/**
 * CPU seconds each group of processes uses between start and stop: where a rebuild's work goes.
 * Groups by pid (the system's own processes) or by command name (the database servers, which other
 * work on the machine shares: their figures include it).
 */
export class CpuAccount {
  private readonly before = new Map<string, Map<number, number>>();

  constructor(private readonly groups: Record<string, () => number[]>) {}

  static byPidOrName(pids: Record<string, number | undefined>, names: Record<string, string>): CpuAccount {
    const groups: Record<string, () => number[]> = {};
    for (const [label, pid] of Object.entries(pids)) groups[label] = () => (pid ? [pid] : []);
    for (const [label, comm] of Object.entries(names)) groups[label] = () => pidsNamed(comm);
    return new CpuAccount(groups);
  }

  start(): void {
    for (const [label, pids] of Object.entries(this.groups))
      this.before.set(label, new Map(pids().map((pid) => [pid, cpuSecondsOf(pid)])));
  }

  /** CPU seconds per group since start (processes started meanwhile count from zero). */
  stop(): Record<string, number> {
    const used: Record<string, number> = {};
    for (const [label, pids] of Object.entries(this.groups)) {
      const before = this.before.get(label) ?? new Map<number, number>();
      used[label] = pids().reduce((sum, pid) => sum + cpuSecondsOf(pid) - (before.get(pid) ?? 0), 0);
    }
    return used;
  }
}
