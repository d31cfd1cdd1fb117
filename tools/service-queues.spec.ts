/**
 * One queue registry: feature modules declare their queues (declareQueues) and serviceModule alone
 * registers them, each once per service. Built from each service's real root module.
 */
import { randomBytes } from 'node:crypto';
import type { DynamicModule } from '@nestjs/common';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import {
  ActivityModule,
  declaredQueues,
  declareQueues,
  importedModules,
  loadEnv,
  serviceModule,
} from '@henesys/server';
import { accountsModule } from '../services/accounts/src/accounts.module';
import { AccountsEnv } from '../services/accounts/src/config/accounts-env';
import { authModule } from '../services/auth/src/auth.module';
import { AuthEnv } from '../services/auth/src/config/auth-env';
import { communityModule } from '../services/community/src/community.module';
import { CommunityEnv } from '../services/community/src/config/community-env';
import { ContentEnv } from '../services/content/src/config/content-env';
import { contentModule } from '../services/content/src/content.module';
import { DonationsEnv } from '../services/donations/src/config/donations-env';
import { donationsModule } from '../services/donations/src/donations.module';
import { RankingsEnv } from '../services/rankings/src/config/rankings-env';
import { rankingsModule } from '../services/rankings/src/rankings.module';
import { WorkerEnv } from '../services/worker/src/config/worker-env';
import { workerModule } from '../services/worker/src/worker.module';

const ENV = {
  NODE_ENV: 'test',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SEED_DEMO_DATA: 'false',
  JWT_SECRET: randomBytes(32).toString('hex'),
  TWO_FACTOR_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  VOTE_PINGBACK_KEY: randomBytes(16).toString('hex'),
};

const QUEUE_TOKEN = getQueueToken('x').slice(0, -1);

/** The queues a module's own providers register. */
const registeredBy = (module: DynamicModule): string[] =>
  (module.providers ?? []).flatMap((provider) => {
    const token = typeof provider === 'object' && 'provide' in provider ? provider.provide : undefined;
    return typeof token === 'string' && token.startsWith(QUEUE_TOKEN) ? [token.slice(QUEUE_TOKEN.length)] : [];
  });

/** The name of every queue the module's tree registers, once per registration. */
const registrations = (root: DynamicModule): string[] => importedModules([root]).flatMap(registeredBy);

const SERVICES: Array<[string, () => DynamicModule, string[]]> = [
  ['auth', () => authModule(loadEnv(AuthEnv, ENV)), ['activity', 'mail', 'staff-audit']],
  ['accounts', () => accountsModule(loadEnv(AccountsEnv, ENV)), ['activity', 'staff-audit']],
  ['community', () => communityModule(loadEnv(CommunityEnv, ENV)), ['activity', 'community']],
  ['content', () => contentModule(loadEnv(ContentEnv, ENV)), ['staff-audit']],
  ['donations', () => donationsModule(loadEnv(DonationsEnv, ENV)), ['activity', 'rewards', 'staff-audit']],
  ['rankings', () => rankingsModule(loadEnv(RankingsEnv, ENV)), []],
  ['worker', () => workerModule(loadEnv(WorkerEnv, ENV)), ['activity', 'community', 'rewards']],
];

describe('the queues of each service', () => {
  it.each(SERVICES)('%s registers each of its queues exactly once', (_name, build, queues) => {
    const root = build();
    expect(registrations(root).sort()).toEqual(queues);
    for (const declared of declaredQueues(root.imports)) expect(queues).toContain(declared);
  });

  describe('serviceModule', () => {
    const env = loadEnv(DonationsEnv, ENV);
    const database = { schema: 'test', entities: [], migrations: [] };
    const feature = (queues: string[]): DynamicModule => declareQueues({ module: class Feature {} }, queues);

    it('registers a queue declared by the service and by two of its features once, for every module', () => {
      const root = serviceModule({
        name: 'donations',
        envClass: DonationsEnv,
        env,
        database,
        queues: ['activity'],
        imports: [feature(['activity', 'rewards']), { module: class Outer {}, imports: [feature(['rewards'])] }],
      });
      expect(registrations(root).sort()).toEqual(['activity', 'rewards']);
      const registry = importedModules([root]).find((module) => registeredBy(module).length > 0);
      expect(registry?.global).toBe(true);
    });

    it('leaves a second registration visible (a feature module registering its own queue)', () => {
      const own = { module: class Own {}, imports: [BullModule.registerQueue({ name: 'activity' })] };
      const root = serviceModule({
        name: 'donations',
        envClass: DonationsEnv,
        env,
        database,
        imports: [ActivityModule.forRoot(), own],
      });
      expect(registrations(root)).toEqual(['activity', 'activity']);
    });
  });
});
