import type { UseQueryResult } from '@tanstack/react-query';
import { characterLabel, type MyCharacter } from '../lib/character-choice';
import { DONATE_MESSAGES } from '../lib/messages';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';

interface Props {
  characters: UseQueryResult<MyCharacter[]>;
  value: string;
  error: string | null;
  onChange: (name: string) => void;
  onBlur: () => void;
}

const FIELD_ID = 'donate-character';

/**
 * The Founder Pack's character, picked from the player's own (SPEC §5 checks it on blur and on
 * submit; the server checks ownership again). Without characters, says to create one in game first.
 */
export function CharacterPicker({ characters, value, error, onChange, onBlur }: Props) {
  if (characters.isPending) {
    return (
      <p className="donate-form__note" role="status">
        Loading your characters...
      </p>
    );
  }
  if (characters.isError) {
    return (
      <div className="donate-form__note donate-form__note--problem" role="alert">
        {DONATE_MESSAGES.charactersFailed}{' '}
        <Button variant="secondary" onClick={() => void characters.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (characters.data.length === 0) {
    return <p className="donate-form__note donate-form__note--problem">{DONATE_MESSAGES.noCharacters}</p>;
  }

  const options = [
    ['', 'Choose a character'] as const,
    ...characters.data.map((character) => [character.name, characterLabel(character)] as const),
  ];
  return (
    <SelectField
      id={FIELD_ID}
      label="Character"
      hint="The character that receives the Founder Pack items."
      error={error ?? undefined}
      className="donate-form__select"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      options={options}
    />
  );
}
