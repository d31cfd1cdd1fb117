import type { LibraryKind } from '@henesys/contracts';
import { useParams } from 'react-router-dom';
import { ItemPage } from '../../features/library/components/item-page';
import { MapPage } from '../../features/library/components/map-page';
import { MonsterPage } from '../../features/library/components/monster-page';
import { NpcPage } from '../../features/library/components/npc-page';

const PAGES: Record<LibraryKind, typeof ItemPage> = {
  item: ItemPage,
  monster: MonsterPage,
  map: MapPage,
  npc: NpcPage,
};

/** /library/items/:id, /library/monsters/:id, /library/maps/:id, /library/npcs/:id: one chunk for the four. */
export default function LibraryRecordRoute({ kind }: { kind: LibraryKind }) {
  const { id = '' } = useParams();
  const Page = PAGES[kind];
  return (
    <div className="page">
      <Page key={id} id={id} />
    </div>
  );
}
