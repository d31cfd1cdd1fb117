import type { DynamicModule, Type } from '@nestjs/common';
import type { TestingModule } from '@nestjs/testing';
import { OwnRedisServer } from '@henesys/runner';
import { createTestDatabase, TestDatabase } from './test-database';
import { createTestGameDatabase, TestGameDatabase } from './test-game-database';

export interface ServiceModuleOptions<E extends object> {
  /** Names the databases it creates (henesys_<label>_...). */
  label: string;
  /** The service's env class (validated by loadEnv, as main.ts does). */
  envClass: new () => E;
  /** The service's root module factory, e.g. donationsModule. */
  module: (env: E) => DynamicModule;
  /** Settings on top of the test ones (secrets, timeouts, fake endpoints). */
  env?: Record<string, string | undefined>;
  /** A fresh Cosmic game database with the demo world (default true); false when the service never reaches the game. */
  game?: boolean;
}

export interface ServiceModuleUnderTest<E extends object> {
  module: TestingModule;
  env: E;
  database: TestDatabase;
  game?: TestGameDatabase;
  redis: OwnRedisServer;
  /** A provider of the module (a service, the DataSource...). */
  get<T>(token: Type<T> | string | symbol): T;
  /** Closes the module (its shutdown hooks), then drops the databases and stops redis. */
  close(): Promise<void>;
}

/**
 * The middle layer of tests: one service's root module in this process, against a real PostgreSQL
 * database, game database and redis-server of its own, without the transport or HTTP. Its migrations
 * run at start as in production; the test calls the services directly.
 */
export async function startServiceModule<E extends object>(
  options: ServiceModuleOptions<E>,
): Promise<ServiceModuleUnderTest<E>> {
  const cleanup: Array<() => Promise<unknown>> = [];
  const close = async (): Promise<void> => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => undefined);
  };
  try {
    const started = await Promise.allSettled([
      createTestDatabase(options.label),
      options.game === false ? Promise.resolve(undefined) : createTestGameDatabase(options.label, 'cosmic'),
      OwnRedisServer.start(),
    ] as const);
    const [database, game, redis] = started.map((result) =>
      result.status === 'fulfilled' ? result.value : undefined,
    ) as [TestDatabase?, TestGameDatabase?, OwnRedisServer?];
    if (database) cleanup.push(() => database.drop());
    if (game) cleanup.push(() => game.drop());
    if (redis) cleanup.push(() => redis.stop());
    const failed = started.find((result) => result.status === 'rejected');
    if (failed || !database || !redis) throw failed?.reason ?? new Error('the test infrastructure did not start');
    // Loaded here: every test file imports this library, and Nest's testing module with the server library
    // took half a second of each file's start in Jest, where only the in-process module tests need them.
    const [{ Test }, { loadEnv }] = await Promise.all([import('@nestjs/testing'), import('@henesys/server')]);
    const env = loadEnv(options.envClass, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '10',
      REDIS_URL: redis.url,
      SEED_DEMO_DATA: 'false',
      ...(game?.env ?? {}),
      ...options.env,
    });
    const module = await Test.createTestingModule({ imports: [options.module(env)] }).compile();
    cleanup.push(() => module.close());
    await module.init();
    await queueWorkersReady(module);
    return { module, env, database, game, redis, get: (token) => module.get(token, { strict: false }), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Waits until every queue worker of the module has connected: a worker still connecting when a short test
 * closes the module has its connection's start fail after BullMQ stopped listening to it, an unhandled
 * rejection that Jest pins on the test (seen once with three files at a time).
 */
async function queueWorkersReady(module: TestingModule): Promise<void> {
  const [{ DiscoveryService }, { WorkerHost }] = await Promise.all([import('@nestjs/core'), import('@nestjs/bullmq')]);
  let discovery: InstanceType<typeof DiscoveryService>;
  try {
    discovery = module.get(DiscoveryService, { strict: false });
  } catch {
    return; // no queue module, no discovery: a service without queue workers (rankings, content)
  }
  const hosts = discovery
    .getProviders()
    .map((wrapper) => wrapper.instance as unknown)
    .filter((instance): instance is InstanceType<typeof WorkerHost> => instance instanceof WorkerHost);
  await Promise.all(hosts.map((host) => host.worker.waitUntilReady()));
}
