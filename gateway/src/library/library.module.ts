import { Module } from '@nestjs/common';
import { LibraryController } from './library.controller';

/** Routes of the library (rankings service): /api/library/search, names, items, monsters, maps, npcs and one of each. */
@Module({ controllers: [LibraryController] })
export class LibraryModule {}
