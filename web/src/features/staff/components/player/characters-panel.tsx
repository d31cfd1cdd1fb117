import { useId, useState } from 'react';
import type { StaffCharacter } from '@henesys/contracts';
import { Button } from '../../../../components/ui/button';
import { DataList } from '../../../../components/ui/data-list';
import { formatNumber, plural } from '../../../../lib/format';
import { StaffSection } from '../shared/staff-section';
import { When } from '../shared/when';
import { CharacterItems } from './character-items';

/** The account's characters; one at a time shows its items under the list. */
export function CharactersPanel({ characters }: { characters: readonly StaffCharacter[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const itemsId = useId();
  const open = characters.find((character) => character.id === openId);

  const itemsButton = (character: StaffCharacter) => {
    const expanded = character.id === openId;
    return (
      <Button
        variant="secondary"
        size="small"
        aria-expanded={expanded}
        aria-controls={expanded ? itemsId : undefined}
        onClick={() => setOpenId(expanded ? null : character.id)}
      >
        {expanded ? 'Hide items' : `Items (${character.items.length})`}
        <span className="visually-hidden"> of {character.name}</span>
      </Button>
    );
  };

  return (
    <StaffSection title="Characters" aside={<span className="meta">{plural(characters.length, 'character')}</span>}>
      <DataList
        label="Characters"
        empty="No characters."
        rows={characters}
        rowKey={(character) => character.id}
        title={{ header: 'Name', cell: (character) => character.name }}
        columns={[
          { header: 'Level', cell: (character) => character.level },
          { header: 'Job', cell: (character) => character.job },
          { header: 'World', cell: (character) => character.world },
          { header: 'Map', cell: (character) => character.map },
          { header: 'Mesos', cell: (character) => formatNumber(character.meso) },
          { header: 'Fame', cell: (character) => character.fame },
          { header: 'Guild', cell: (character) => character.guild ?? 'None' },
          { header: 'Last logout', cell: (character) => <When at={character.lastLogout} /> },
        ]}
        actions={{ header: 'Items', cell: itemsButton }}
      />
      {open ? <CharacterItems id={itemsId} character={open} /> : null}
    </StaffSection>
  );
}
