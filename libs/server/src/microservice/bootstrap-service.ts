import { DynamicModule, INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/database.module';
import { runMigrations } from '../database/run-migrations';
import type { BaseEnv, DatabaseEnv } from '../env/base-env';
import { loadEnv } from '../env/load-env';
import { RpcErrorFilter } from '../errors/rpc-exception.filter';
import { createRpcValidationPipe } from '../errors/rpc-validation.pipe';
import { ClaimingRedisServer } from '../transport/claiming-redis.server';
import { redisTransportOptions } from '../transport/redis-options';
import { serviceDatabaseOf } from './service-module';

/**
 * Starts a NestJS microservice on the Redis transport (each request handled by one replica) with the
 * shared filter, pipe and logger.
 */
export async function bootstrapService(module: DynamicModule, env: BaseEnv): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module, {
    strategy: new ClaimingRedisServer(redisTransportOptions(env.REDIS_URL), env.RPC_TIMEOUT_MS),
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.useGlobalFilters(new RpcErrorFilter());
  app.useGlobalPipes(createRpcValidationPipe());
  app.enableShutdownHooks();
  await app.listen();
  return app;
}

/** Runs a process's start-up; on failure prints what is wrong (an invalid env, say) and exits 1. */
export function exitOnStartFailure(start: () => Promise<unknown>): void {
  start().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/** `node services/<name>/dist/main.js --migrate-only`: apply the service's migrations to DATABASE_URL and exit. */
export const MIGRATE_ONLY = '--migrate-only';

/** The whole start.ts of a service: validate its env, build its root module, listen on the transport (or only migrate). */
export function startService<T extends DatabaseEnv>(
  envClass: new () => T,
  createModule: (env: T) => DynamicModule,
): void {
  exitOnStartFailure(async () => {
    const env = loadEnv(envClass);
    const module = createModule(env);
    if (process.argv.includes(MIGRATE_ONLY)) await migrateOnly(module, env);
    else await bootstrapService(module, env);
  });
}

/** Migrates the service's schema without starting it (nothing else of the module runs). */
async function migrateOnly(module: DynamicModule, env: DatabaseEnv): Promise<void> {
  const database = serviceDatabaseOf(module);
  if (!database) throw new Error('This process has no database of its own to migrate.');
  const dataSource = await new DataSource(dataSourceOptions(env, database)).initialize();
  try {
    const applied = await runMigrations(dataSource, database.schema);
    console.log(`${database.schema}: ${applied.length} migration(s) applied`);
  } finally {
    await dataSource.destroy();
  }
}
