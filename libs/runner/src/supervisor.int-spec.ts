import { ProcessInstance } from './processes';
import { Supervisor } from './supervisor';

interface Exit {
  name: ProcessInstance;
  code: number | null;
  restartInMs?: number;
  at: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real process that crashes at every start: the gateway without its secrets refuses to start (exit 1). */
function crashingGateway(restart?: { initialDelayMs: number; maxDelayMs: number; resetAfterMs: number }) {
  const exits: Exit[] = [];
  const lines: string[] = [];
  const supervisor = new Supervisor({
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    onLine: (_name, line) => lines.push(line),
    onUnexpectedExit: (name, code, _signal, restartInMs) => exits.push({ name, code, restartInMs, at: Date.now() }),
    restart,
  });
  return { supervisor, exits, lines };
}

describe('Supervisor restarts', () => {
  it('restarts a process that keeps crashing after 200, 400, 800 ms (doubling), until stopAll', async () => {
    const { supervisor, exits, lines } = crashingGateway({
      initialDelayMs: 200,
      maxDelayMs: 800,
      resetAfterMs: 60_000,
    });
    const started = Date.now();
    supervisor.start('gateway', { HOST: '127.0.0.1' });
    while (exits.length < 5 && Date.now() - started < 30_000) await sleep(50);
    await supervisor.stopAll();
    const counted = exits.length;

    expect(exits.slice(0, 5).map(({ name, code, restartInMs }) => ({ name, code, restartInMs }))).toEqual([
      { name: 'gateway', code: 1, restartInMs: 200 },
      { name: 'gateway', code: 1, restartInMs: 400 },
      { name: 'gateway', code: 1, restartInMs: 800 },
      { name: 'gateway', code: 1, restartInMs: 800 },
      { name: 'gateway', code: 1, restartInMs: 800 },
    ]);
    // Each restart waited its delay after the crash before it (plus the start-up of node itself).
    for (let index = 1; index < 5; index += 1)
      expect(exits[index].at - exits[index - 1].at).toBeGreaterThanOrEqual(exits[index - 1].restartInMs ?? 0);
    expect(lines.filter((line) => line.includes('JWT_SECRET is required')).length).toBeGreaterThanOrEqual(5);

    await sleep(1_200);
    expect(exits).toHaveLength(counted);
    expect(supervisor.isRunning('gateway')).toBe(false);
  }, 60_000);

  it('leaves a crashed process down without a restart policy (the test harness default)', async () => {
    const { supervisor, exits } = crashingGateway();
    supervisor.start('gateway');
    const started = Date.now();
    while (exits.length < 1 && Date.now() - started < 30_000) await sleep(50);
    await sleep(1_500);
    expect(exits.map(({ code, restartInMs }) => ({ code, restartInMs }))).toEqual([
      { code: 1, restartInMs: undefined },
    ]);
    expect(supervisor.isRunning('gateway')).toBe(false);
  }, 60_000);
});
