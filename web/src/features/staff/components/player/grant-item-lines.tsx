import type { StaffCharacter } from '@henesys/contracts';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/field-error';
import { Input } from '../../../../components/ui/input';
import { SelectField } from '../../../../components/ui/select-field';
import type { GrantItemLine } from '../../lib/grant-form';

interface GrantItemLinesProps {
  lines: readonly GrantItemLine[];
  characters: readonly StaffCharacter[];
  /** What is wrong, by line. */
  errors: Record<number, string> | undefined;
  onChange: (index: number, line: GrantItemLine) => void;
  onRemove: (index: number) => void;
}

/** The items of a grant, a line each: who receives it (in Duey), the item id and how many. */
export function GrantItemLines({ lines, characters, errors, onChange, onRemove }: GrantItemLinesProps) {
  const options = [
    ['', 'Choose a character'] as const,
    ...characters.map((character) => [String(character.id), character.name] as const),
  ];
  return (
    <ol className="staff-item-lines" aria-label="Items">
      {lines.map((line, index) => {
        const number = index + 1;
        const error = errors?.[index];
        return (
          // Lines have no id of their own: the index keys them (a removed line's fields move up with their values).
          <li key={index} className="staff-item-line">
            <SelectField
              id={`grant-item-${number}-character`}
              label={`Item ${number}: character`}
              options={options}
              value={line.characterId}
              onChange={(event) => onChange(index, { ...line, characterId: event.target.value })}
            />
            <Input
              id={`grant-item-${number}-id`}
              label="Item id"
              inputMode="numeric"
              value={line.itemId}
              onChange={(event) => onChange(index, { ...line, itemId: event.target.value })}
            />
            <Input
              id={`grant-item-${number}-quantity`}
              label="Quantity"
              inputMode="numeric"
              value={line.quantity}
              onChange={(event) => onChange(index, { ...line, quantity: event.target.value })}
            />
            <Button variant="secondary" size="small" onClick={() => onRemove(index)}>
              Remove<span className="visually-hidden"> item {number}</span>
            </Button>
            {error ? <FieldError id={`grant-item-${number}-error`}>{error}</FieldError> : null}
          </li>
        );
      })}
    </ol>
  );
}
