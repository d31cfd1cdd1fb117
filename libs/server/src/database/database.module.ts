import { DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions, MixedList, EntitySchema } from 'typeorm';
import type { DatabaseEnv } from '../env/base-env';
import { surviveDroppedConnections } from './dropped-connections';
import { runMigrations } from './run-migrations';

export interface ServiceDatabaseOptions {
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
}

export function dataSourceOptions(env: DatabaseEnv, options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: env.DATABASE_URL,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    extra: { max: env.DATABASE_POOL_SIZE, application_name: `henesys-${options.schema}` },
  };
}

/** A service's connection to its own schema; migrations run at start, under an advisory lock. */
export function serviceDatabaseModule(env: DatabaseEnv, options: ServiceDatabaseOptions): DynamicModule {
  return TypeOrmModule.forRootAsync({
    useFactory: () => dataSourceOptions(env, options),
    dataSourceFactory: async (resolved) => {
      const dataSource = await new DataSource(resolved as DataSourceOptions).initialize();
      surviveDroppedConnections(dataSource);
      await runMigrations(dataSource, options.schema);
      return dataSource;
    },
  });
}
