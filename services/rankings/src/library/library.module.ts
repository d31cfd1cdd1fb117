import { Module, OnModuleInit } from '@nestjs/common';
import { GameDrops } from '@henesys/game';
import { CachedGameDrops } from './cached-game-drops';
import { LibraryController } from './library.controller';
import { LibraryDemoDataSeeder } from './library-demo-data.seeder';
import { LibraryEntries } from './library-entries';
import { LibraryImporter } from './library.importer';
import { LibraryLists } from './library-lists';
import { LibraryPages } from './library-pages';

/** The library (issue 32): items, monsters, maps and NPCs from the server's wz/ folder; drops and shops from its game database. */
@Module({
  controllers: [LibraryController],
  providers: [
    GameDrops,
    CachedGameDrops,
    LibraryEntries,
    LibraryImporter,
    LibraryLists,
    LibraryPages,
    LibraryDemoDataSeeder,
  ],
})
export class LibraryModule implements OnModuleInit {
  constructor(
    private readonly importer: LibraryImporter,
    private readonly entries: LibraryEntries,
  ) {}

  onModuleInit(): void {
    this.importer.onImported(() => this.entries.forget());
  }
}
