import { DynamicModule, Global, Injectable, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { DatabaseEnv } from '@henesys/server';
import { GameDatabase } from './game-database';
import { migrateGameDatabase } from './migrations/migrate-game-database';

const RETRY_MS = 5_000;

/**
 * Migrates the game database when the process starts. A game database that is down then does not stop
 * the service (what does not need it keeps working): the migration is retried until it succeeds.
 */
@Injectable()
export class GameMigrator implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('GameDatabase');
  private retry?: NodeJS.Timeout;
  private done = false;
  private waiting: Array<() => void> = [];

  constructor(
    private readonly db: GameDatabase,
    private readonly managed: boolean,
  ) {}

  get migrated(): boolean {
    return this.done;
  }

  /** Resolves once the game database is migrated (at once if it already is). */
  whenMigrated(): Promise<void> {
    return this.done ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  async onModuleInit(): Promise<void> {
    await this.attempt();
  }

  private async attempt(): Promise<void> {
    try {
      const applied = await migrateGameDatabase(this.db, { managed: this.managed });
      if (applied.length > 0) this.logger.log(`Game database migrated: ${applied.join(', ')}`);
      this.done = true;
      for (const resolve of this.waiting.splice(0)) resolve();
    } catch (error) {
      this.logger.warn(
        `Game database not ready (${error instanceof Error ? error.message : String(error)}); retrying in ${RETRY_MS / 1000} s`,
      );
      this.retry = setTimeout(() => void this.attempt(), RETRY_MS);
      this.retry.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.retry);
    await this.db.close();
  }
}

@Global()
@Module({})
export class GameModule {
  /** The game database for a service: one pool, migrated at start. Query classes are the service's own providers. */
  static forRoot(env: DatabaseEnv): DynamicModule {
    const database = {
      provide: GameDatabase,
      useFactory: () =>
        new GameDatabase({
          url: env.GAME_DATABASE_URL,
          poolSize: env.GAME_DATABASE_POOL_SIZE,
          timeoutMs: env.GAME_DATABASE_TIMEOUT_MS,
        }),
    };
    const migrator = {
      provide: GameMigrator,
      useFactory: (db: GameDatabase) => new GameMigrator(db, env.gameSchemaManaged),
      inject: [GameDatabase],
    };
    return { module: GameModule, providers: [database, migrator], exports: [GameDatabase, GameMigrator] };
  }
}
