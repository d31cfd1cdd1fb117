import { useState } from 'react';
import type { AccountDetails, CharacterToolSettings } from '@henesys/contracts';
import { formatDateTime } from '../../../lib/format';
import { CharacterTools } from './character-tools';

type Character = AccountDetails['characters'][number];

/**
 * The default avatar: the first letter of the name on a badge. Drawn avatars from the image
 * services (with their fallbacks, SPEC §7) come with the rankings issue.
 */
function CharacterAvatar({ name }: { name: string }) {
  return (
    <span className="character-avatar" aria-hidden="true">
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** SPEC §2 'Characters': name, level, job, last played and an avatar; issue 31: change name, move to town. */
export function CharactersCard({ characters, tools }: { characters: Character[]; tools?: CharacterToolSettings }) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className="card dashboard__characters" aria-labelledby="characters-title">
      <h2 id="characters-title">Characters</h2>
      {done ? (
        <p className="character-tools__done" role="status">
          {done}
        </p>
      ) : null}
      {characters.length === 0 ? (
        <p className="meta">No characters yet. Log in to the game to create your first one!</p>
      ) : (
        <ul className="character-list">
          {characters.map((character) => (
            <li key={character.name} className="character">
              <CharacterAvatar name={character.name} />
              <div className="character__text">
                <p className="character__name">{character.name}</p>
                <p className="character__meta">
                  Lv. {character.level} · {character.job}
                </p>
                <p className="character__meta">Last played: {formatDateTime(character.lastPlayed) || 'Never'}</p>
                <CharacterTools name={character.name} tools={tools} onDone={setDone} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
