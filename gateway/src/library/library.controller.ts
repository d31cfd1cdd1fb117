import { Controller, Get, NotFoundException, Param, PipeTransform, Query } from '@nestjs/common';
import {
  LIBRARY_MESSAGES,
  LIBRARY_VERSION_KEY,
  PATTERNS,
  type LibraryItem,
  type LibraryListAnswer,
  type LibraryMap,
  type LibraryMonster,
  type LibraryNamesAnswer,
  type LibraryNpc,
  type LibrarySearchAnswer,
} from '@henesys/contracts';
import {
  LibraryItemsQueryDto,
  LibraryMapsQueryDto,
  LibraryMonstersQueryDto,
  LibraryNamesQueryDto,
  LibraryPagingDto,
  LibrarySearchQueryDto,
} from '@henesys/dto';
import { Public } from '../auth/access.decorators';
import { PublicCache } from '../public-cache/public-cache.decorator';
import { RpcClient } from '../rpc/rpc-client';

/** A path id that cannot be a game id (digits, at most 2^31-1) is not found, like an unknown one. */
const gameId = (message: string): PipeTransform<string, number> => ({
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value) || Number(value) > 2_147_483_647) throw new NotFoundException(message);
    return Number(value);
  },
});

/**
 * Lists, search and names change only with an import of the wz/ folder (the version key). Pages hold
 * drops and shops read live from the game database: the gateway keeps them 30 s, the rankings service
 * LIBRARY_CACHE_SECONDS (at most 30), so an operator's edit shows within a minute.
 */
const LISTS = { seconds: 60, versionKey: LIBRARY_VERSION_KEY };
const PAGES = { seconds: 30, versionKey: LIBRARY_VERSION_KEY };

/** Issue 32: the library of items, monsters, maps and NPCs, public. */
@Controller('library')
@Public()
export class LibraryController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('search')
  @PublicCache(LISTS)
  search(@Query() { q }: LibrarySearchQueryDto): Promise<LibrarySearchAnswer> {
    return this.rpc.send(PATTERNS.librarySearch, { q });
  }

  @Get('names')
  @PublicCache(LISTS)
  names(@Query() { items }: LibraryNamesQueryDto): Promise<LibraryNamesAnswer> {
    return this.rpc.send(PATTERNS.libraryNames, { items });
  }

  @Get('items')
  @PublicCache(LISTS)
  items(@Query() { _t: _cacheBuster, ...query }: LibraryItemsQueryDto): Promise<LibraryListAnswer> {
    return this.rpc.send(PATTERNS.libraryItems, query);
  }

  @Get('monsters')
  @PublicCache(LISTS)
  monsters(@Query() { _t: _cacheBuster, ...query }: LibraryMonstersQueryDto): Promise<LibraryListAnswer> {
    return this.rpc.send(PATTERNS.libraryMonsters, query);
  }

  @Get('maps')
  @PublicCache(LISTS)
  maps(@Query() { _t: _cacheBuster, ...query }: LibraryMapsQueryDto): Promise<LibraryListAnswer> {
    return this.rpc.send(PATTERNS.libraryMaps, query);
  }

  @Get('npcs')
  @PublicCache(LISTS)
  npcs(@Query() { _t: _cacheBuster, ...query }: LibraryPagingDto): Promise<LibraryListAnswer> {
    return this.rpc.send(PATTERNS.libraryNpcs, query);
  }

  @Get('items/:id')
  @PublicCache(PAGES)
  item(@Param('id', gameId(LIBRARY_MESSAGES.itemNotFound)) id: number): Promise<LibraryItem> {
    return this.rpc.send(PATTERNS.libraryItem, { id });
  }

  @Get('monsters/:id')
  @PublicCache(PAGES)
  monster(@Param('id', gameId(LIBRARY_MESSAGES.monsterNotFound)) id: number): Promise<LibraryMonster> {
    return this.rpc.send(PATTERNS.libraryMonster, { id });
  }

  @Get('maps/:id')
  @PublicCache(PAGES)
  map(@Param('id', gameId(LIBRARY_MESSAGES.mapNotFound)) id: number): Promise<LibraryMap> {
    return this.rpc.send(PATTERNS.libraryMap, { id });
  }

  @Get('npcs/:id')
  @PublicCache(PAGES)
  npc(@Param('id', gameId(LIBRARY_MESSAGES.npcNotFound)) id: number): Promise<LibraryNpc> {
    return this.rpc.send(PATTERNS.libraryNpc, { id });
  }
}
