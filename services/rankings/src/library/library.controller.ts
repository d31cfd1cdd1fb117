import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  PATTERNS,
  type LibraryItem,
  type LibraryItemsQuery,
  type LibraryListAnswer,
  type LibraryMap,
  type LibraryMapsQuery,
  type LibraryMonster,
  type LibraryMonstersQuery,
  type LibraryNamesAnswer,
  type LibraryNpc,
  type LibraryPaging,
  type LibrarySearchAnswer,
} from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { LibraryLists } from './library-lists';
import { LibraryPages } from './library-pages';

@Controller()
export class LibraryController {
  constructor(
    private readonly lists: LibraryLists,
    private readonly pages: LibraryPages,
  ) {}

  @RpcHandler(PATTERNS.librarySearch)
  search(@Payload() payload: { q?: unknown }): Promise<LibrarySearchAnswer> {
    return this.lists.search(payload?.q);
  }

  @RpcHandler(PATTERNS.libraryItems)
  items(@Payload() query: LibraryItemsQuery): Promise<LibraryListAnswer> {
    return this.lists.items(query ?? {});
  }

  @RpcHandler(PATTERNS.libraryMonsters)
  monsters(@Payload() query: LibraryMonstersQuery): Promise<LibraryListAnswer> {
    return this.lists.monsters(query ?? {});
  }

  @RpcHandler(PATTERNS.libraryMaps)
  maps(@Payload() query: LibraryMapsQuery): Promise<LibraryListAnswer> {
    return this.lists.maps(query ?? {});
  }

  @RpcHandler(PATTERNS.libraryNpcs)
  npcs(@Payload() query: LibraryPaging): Promise<LibraryListAnswer> {
    return this.lists.npcs(query ?? {});
  }

  @RpcHandler(PATTERNS.libraryItem)
  item(@Payload() payload: { id?: unknown }): Promise<LibraryItem> {
    return this.pages.item(payload?.id);
  }

  @RpcHandler(PATTERNS.libraryMonster)
  monster(@Payload() payload: { id?: unknown }): Promise<LibraryMonster> {
    return this.pages.monster(payload?.id);
  }

  @RpcHandler(PATTERNS.libraryMap)
  map(@Payload() payload: { id?: unknown }): Promise<LibraryMap> {
    return this.pages.map(payload?.id);
  }

  @RpcHandler(PATTERNS.libraryNpc)
  npc(@Payload() payload: { id?: unknown }): Promise<LibraryNpc> {
    return this.pages.npc(payload?.id);
  }

  @RpcHandler(PATTERNS.libraryNames)
  names(@Payload() payload: { items?: unknown }): Promise<LibraryNamesAnswer> {
    return this.pages.names(payload?.items);
  }
}
