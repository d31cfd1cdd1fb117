import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { GameDatabase, GameMigrator, seedDemoLibraryData } from '@henesys/game';
import { existsSync } from 'node:fs';
import { RankingsEnv } from '../config/rankings-env';

/**
 * The demo game database (GAME_SCHEMA_MANAGED=true) gets Cosmic's drops, reactor drops, shops and
 * monster cards from GAME_DEMO_DATA_PATH, as a fresh Cosmic server does; a real game database has its own.
 */
@Injectable()
export class LibraryDemoDataSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(LibraryDemoDataSeeder.name);

  constructor(
    private readonly env: RankingsEnv,
    private readonly db: GameDatabase,
    private readonly migrator: GameMigrator,
  ) {}

  onApplicationBootstrap(): void {
    const folder = this.env.GAME_DEMO_DATA_PATH;
    if (!this.env.gameSchemaManaged || !this.env.seedDemoData || !folder || !existsSync(folder)) return;
    void this.migrator
      .whenMigrated()
      .then(() => seedDemoLibraryData(this.db, folder))
      .then((tables) => {
        if (tables.length > 0) this.logger.log(`Demo game database: ${tables.join(', ')} loaded from ${folder}`);
      })
      .catch((error: unknown) =>
        this.logger.warn(`Demo drops and shops not loaded: ${error instanceof Error ? error.message : String(error)}`),
      );
  }
}
