import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
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
import { LibraryLists } from './library-lists';
import { LibraryPages } from './library-pages';

@Controller()
export class LibraryController {
  constructor(
    private readonly lists: LibraryLists,
    private readonly pages: LibraryPages,
  ) {}

  @MessagePattern(PATTERNS.librarySearch)
  search(@Payload() payload: { q?: unknown }): Promise<LibrarySearchAnswer> {
    return this.lists.search(payload?.q);
  }

  @MessagePattern(PATTERNS.libraryItems)
  items(@Payload() query: LibraryItemsQuery): Promise<LibraryListAnswer> {
    return this.lists.items(query ?? {});
  }

  @MessagePattern(PATTERNS.libraryMonsters)
  monsters(@Payload() query: LibraryMonstersQuery): Promise<LibraryListAnswer> {
    return this.lists.monsters(query ?? {});
  }

  @MessagePattern(PATTERNS.libraryMaps)
  maps(@Payload() query: LibraryMapsQuery): Promise<LibraryListAnswer> {
    return this.lists.maps(query ?? {});
  }

  @MessagePattern(PATTERNS.libraryNpcs)
  npcs(@Payload() query: LibraryPaging): Promise<LibraryListAnswer> {
    return this.lists.npcs(query ?? {});
  }

  @MessagePattern(PATTERNS.libraryItem)
  item(@Payload() payload: { id?: unknown }): Promise<LibraryItem> {
    return this.pages.item(payload?.id);
  }

  @MessagePattern(PATTERNS.libraryMonster)
  monster(@Payload() payload: { id?: unknown }): Promise<LibraryMonster> {
    return this.pages.monster(payload?.id);
  }

  @MessagePattern(PATTERNS.libraryMap)
  map(@Payload() payload: { id?: unknown }): Promise<LibraryMap> {
    return this.pages.map(payload?.id);
  }

  @MessagePattern(PATTERNS.libraryNpc)
  npc(@Payload() payload: { id?: unknown }): Promise<LibraryNpc> {
    return this.pages.npc(payload?.id);
  }

  @MessagePattern(PATTERNS.libraryNames)
  names(@Payload() payload: { items?: unknown }): Promise<LibraryNamesAnswer> {
    return this.pages.names(payload?.items);
  }
}
