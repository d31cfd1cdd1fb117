import { useState } from 'react';
import type { CharacterToolSettings } from '@henesys/contracts';
import { Button } from '../../../components/ui/button';
import { InlineConfirm } from '../../../components/ui/inline-confirm';
import { serverMessage } from '../../../lib/error-message';
import { useMoveToTown, useRenameCharacter } from '../api/character-tools';
import { CHARACTER_TOOL_TEXTS as TEXT } from '../lib/character-tool-texts';
import { RenameForm } from './rename-form';

type Open = 'none' | 'rename' | 'move';

interface CharacterToolsProps {
  name: string;
  tools?: CharacterToolSettings;
  /** The server's message after a success: the card shows it (a renamed character is a new list item). */
  onDone: (message: string) => void;
}

/**
 * A character's "Change name" and "Move to town" (issue 31). A refusal shows the server's message under
 * the character; a success goes to the card (onDone).
 */
export function CharacterTools({ name, tools, onDone }: CharacterToolsProps) {
  const [open, setOpen] = useState<Open>('none');
  const rename = useRenameCharacter();
  const move = useMoveToTown();
  const failedAction = move.isError ? move : rename.isError ? rename : null;
  const failed = failedAction ? (serverMessage(failedAction.error) ?? TEXT.failed) : null;

  const start = (next: Open) => {
    rename.reset();
    move.reset();
    setOpen(next);
  };

  return (
    <div className="character-tools">
      {open === 'none' ? (
        <span className="character-tools__buttons">
          <Button variant="secondary" size="small" onClick={() => start('rename')}>
            {TEXT.changeName}
          </Button>
          <Button variant="secondary" size="small" onClick={() => start('move')} disabled={move.isPending}>
            {move.isPending ? TEXT.moving : TEXT.moveToTown}
          </Button>
        </span>
      ) : null}
      {open === 'rename' ? (
        <RenameForm
          name={name}
          tools={tools}
          pending={rename.isPending}
          onCancel={() => start('none')}
          onSubmit={(newName) =>
            rename.mutate(
              { name, newName },
              {
                onSuccess: (answer) => {
                  setOpen('none');
                  onDone(answer.message);
                },
              },
            )
          }
        />
      ) : null}
      {open === 'move' ? (
        <InlineConfirm
          question={TEXT.moveQuestion(name)}
          confirmLabel={TEXT.moveConfirm}
          confirmClassName="button button--primary button--small"
          cancelClassName="button button--secondary button--small"
          onCancel={() => setOpen('none')}
          onConfirm={() => {
            setOpen('none');
            move.mutate(name, { onSuccess: (answer) => onDone(answer.message) });
          }}
        />
      ) : null}
      {failed ? (
        <p className="character-tools__error" role="alert">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
