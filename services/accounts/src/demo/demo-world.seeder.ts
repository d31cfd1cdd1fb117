import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { GameDatabase, GameMigrator, seedDemoReports, seedDemoWorld } from '@henesys/game';
import { AccountsEnv } from '../config/accounts-env';

/**
 * Seeds the demo world (demo game accounts, guilds, characters, worn items, two in-game reports) into the game database,
 * only when SEED_DEMO_DATA=true AND the site manages the game schema (GAME_SCHEMA_MANAGED=true):
 * never into a real game server's tables. Waits for the game database to be migrated; a database that
 * is down at start is seeded once it is migrated.
 */
@Injectable()
export class DemoWorldSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoWorldSeeder.name);

  constructor(
    private readonly env: AccountsEnv,
    private readonly db: GameDatabase,
    private readonly migrator: GameMigrator,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.env.seedDemoData || !this.env.gameSchemaManaged) return;
    // Already migrated (the usual case): seed before the service says it is ready. Otherwise seed later.
    if (this.migrator.migrated) await this.seed();
    else void this.migrator.whenMigrated().then(() => this.seed());
  }

  private async seed(): Promise<void> {
    try {
      const added = await seedDemoWorld(this.db, {
        adminPassword: this.env.DEMO_ADMIN_PASSWORD,
        memberPassword: this.env.DEMO_MEMBER_PASSWORD,
      });
      const reports = await seedDemoReports(this.db);
      this.logger.log(`Demo world: ${added} characters and ${reports} in-game reports added`);
    } catch (error) {
      this.logger.warn(`Demo world not seeded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
