import { useState, type FormEvent } from 'react';
import { checkNewCharacterName, type CharacterToolSettings } from '@henesys/contracts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { CHARACTER_TOOL_TEXTS as TEXT, nameRules } from '../lib/character-tool-texts';

interface RenameFormProps {
  name: string;
  tools?: CharacterToolSettings;
  pending: boolean;
  onSubmit: (newName: string) => void;
  onCancel: () => void;
}

/** The new name, with the game's rules and the price shown; the pattern is checked here, the rest by the server. */
export function RenameForm({ name, tools, pending, onSubmit, onCancel }: RenameFormProps) {
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = `rename-${name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNewCharacterName(newName.trim());
    setError(problem ?? undefined);
    if (!problem) onSubmit(newName.trim());
  };

  return (
    <form className="character-tools__form" onSubmit={submit} noValidate aria-label={`${TEXT.changeName}: ${name}`}>
      <Input
        id={id}
        label={TEXT.newName}
        value={newName}
        maxLength={12}
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on a click on Change name: focus goes to the new name.
        autoFocus
        error={error}
        hint={nameRules(tools)}
        onChange={(event) => setNewName(event.target.value)}
      />
      <span className="character-tools__buttons">
        <Button type="submit" size="small" disabled={pending}>
          {pending ? TEXT.saving : TEXT.save}
        </Button>
        <Button variant="secondary" size="small" onClick={onCancel}>
          {TEXT.cancel}
        </Button>
      </span>
    </form>
  );
}
