import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import type { ServiceName } from '@henesys/contracts';
import { serviceDatabaseModule, ServiceDatabaseOptions } from '../database/database.module';
import type { DatabaseEnv } from '../env/base-env';
import { createHealthController } from '../health/health.controller';
import { loggerModule } from '../logging/logger.module';
import { declaredQueues, queuesModules } from '../queues/queues';

@Module({})
class EnvModule {}

/** Makes a process's validated env injectable everywhere by its class. */
export function envModule<T extends object>(envClass: Type<T>, env: T): DynamicModule {
  return { module: EnvModule, global: true, providers: [{ provide: envClass, useValue: env }], exports: [envClass] };
}

export interface ServiceModuleOptions<T extends DatabaseEnv> {
  name: ServiceName;
  envClass: Type<T>;
  env: T;
  database: ServiceDatabaseOptions;
  /**
   * The BullMQ queues the service's own providers add to or consume; with those its imported feature
   * modules declare (declareQueues), each is registered once on the one shared connection.
   */
  queues?: string[];
  imports?: DynamicModule['imports'];
  controllers?: Type<unknown>[];
  providers?: Provider[];
}

@Module({})
class ServiceRootModule {}

/** Each service root module's database, for `--migrate-only` (which migrates without starting the module). */
const DATABASES = new WeakMap<DynamicModule, ServiceDatabaseOptions>();

export function serviceDatabaseOf(module: DynamicModule): ServiceDatabaseOptions | undefined {
  return DATABASES.get(module);
}

/** The root module of a service: env, logger, its own schema (migrated at start), queues, health handler, features. */
export function serviceModule<T extends DatabaseEnv>(options: ServiceModuleOptions<T>): DynamicModule {
  const module: DynamicModule = {
    module: ServiceRootModule,
    imports: [
      envModule(options.envClass, options.env),
      loggerModule(options.name, options.env.LOG_LEVEL),
      serviceDatabaseModule(options.env, options.database),
      ...queuesModules(options.env.REDIS_URL, [...(options.queues ?? []), ...declaredQueues(options.imports)]),
      ...(options.imports ?? []),
    ],
    controllers: [createHealthController(options.name), ...(options.controllers ?? [])],
    providers: options.providers ?? [],
  };
  DATABASES.set(module, options.database);
  return module;
}
