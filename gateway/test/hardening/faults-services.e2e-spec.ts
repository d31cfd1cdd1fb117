import { ProcessName } from '@henesys/runner';
import { recordReliability } from '@henesys/testing';
import { resultLine, runFaultCase } from './faults-outage';
import { ROUTE, routesNeeding, useFaultsWorld } from './faults-system';

const SUITE = 'faults-services';

/** The route each service's outage is timed on (the others it serves are checked too). */
const PROBE: Partial<Record<ProcessName, string>> = {
  auth: ROUTE.twoFactor,
  accounts: ROUTE.voteStatus,
  donations: ROUTE.myDonations,
  content: ROUTE.serverStatus,
  rankings: ROUTE.rankings,
  community: ROUTE.discord,
};

/**
 * Issue #12, Faults: each service killed (SIGKILL) under a steady load of reads and writes on every
 * service. The gateway keeps answering the other routes, the dead service's routes answer 503/504
 * at once, 2xx again after the restart, and no write is lost or half-applied.
 */
describe('a service killed under load', () => {
  const world = useFaultsWorld('faults_services');

  it.each(Object.keys(PROBE) as ProcessName[])(
    'SIGKILL %s: other routes unaffected, 503 at once, 2xx after restart, rows whole',
    async (name) => {
      const affected = routesNeeding(name);
      const { figures } = await runFaultCase(world(), {
        begin: () => world().system.killProcess(name),
        end: () => world().system.startProcess(name),
        affected,
        probe: PROBE[name] as string,
      });
      expect(world().system.unexpectedExits).toEqual([]);
      recordReliability(SUITE, {
        section: 'Faults',
        case: `SIGKILL ${name} under load`,
        result: resultLine(figures),
        figures,
      });
    },
    90_000,
  );

  it('SIGSTOP accounts (frozen, still subscribed): 504 at the RPC deadline, 2xx after SIGCONT, rows whole', async () => {
    const pid = world().system.pid('accounts') as number;
    const { figures, report } = await runFaultCase(world(), {
      begin: async () => void process.kill(pid, 'SIGSTOP'),
      end: async () => void process.kill(pid, 'SIGCONT'),
      affected: routesNeeding('accounts'),
      probe: ROUTE.voteStatus,
    });
    const probeFailures = report.answers.filter((answer) => answer.route === ROUTE.voteStatus && answer.status !== 200);
    expect(probeFailures.length).toBeGreaterThan(0);
    expect(probeFailures.every((answer) => answer.status === 504)).toBe(true);
    recordReliability(SUITE, {
      section: 'Faults',
      case: 'SIGSTOP accounts under load (frozen, not dead)',
      result: resultLine(figures, 'after SIGCONT'),
      figures,
    });
  }, 90_000);
});
