import type { UseQueryResult } from '@tanstack/react-query';
import { FieldError } from '../../../components/ui/field-error';
import { characterLabel, type MyCharacter } from '../lib/character-choice';
import { DONATE_MESSAGES } from '../lib/messages';
import { Button } from '../../../components/ui/button';

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

  const hintId = `${FIELD_ID}-hint`;
  const errorId = `${FIELD_ID}-error`;
  return (
    <div className="form__field">
      <label htmlFor={FIELD_ID}>Character</label>
      <select
        id={FIELD_ID}
        className="donate-form__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      >
        <option value="">Choose a character</option>
        {characters.data.map((character) => (
          <option key={character.name} value={character.name}>
            {characterLabel(character)}
          </option>
        ))}
      </select>
      <div id={hintId} className="form__hint">
        The character that receives the Founder Pack items.
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
