import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CHARACTER_MESSAGES, type CharacterProfile } from '@henesys/contracts';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { isCharacterNotFound, useCharacter } from '../api/get-character';
import { useDocumentTitle } from '../hooks/use-document-title';
import { rankingsPageFor } from '../lib/rankings-link';
import { WornItems } from './worn-items';
import './character.css';
import { Button } from '../../../components/ui/button';

interface Props {
  name: string;
  /** The avatar, drawn by the rankings' avatar services (features do not import each other: the route hands it in). */
  renderAvatar: (character: CharacterProfile) => ReactNode;
}

const backToRankings = (
  <Link className="button button--secondary" to={paths.rankings}>
    Back to the rankings
  </Link>
);

/** /characters/{name}: a ranked character's avatar, level, job, fame, guild, ranks and worn items. */
export function CharacterProfileView({ name, renderAvatar }: Props) {
  const query = useCharacter(name);
  useDocumentTitle(query.data?.name);

  if (query.isPending) return <Loading label="Loading character..." />;
  if (query.isError) {
    const notFound = isCharacterNotFound(query.error);
    return (
      <section className="card character-page" role="alert">
        <h2>{notFound ? CHARACTER_MESSAGES.notFound : CHARACTER_MESSAGES.loadFailed}</h2>
        <div className="button-row">
          {notFound ? null : (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Retry
            </Button>
          )}
          {backToRankings}
        </div>
      </section>
    );
  }

  const character = query.data;
  return (
    <article className="card character-page" aria-labelledby="character-name">
      <header className="character-page__header">
        {renderAvatar(character)}
        <div>
          <h2 id="character-name" className="character-page__name">
            {character.name}
          </h2>
          <p className="meta">
            Level {formatNumber(character.level)} {character.jobName}
            {character.guild ? ` · ${character.guild}` : ''}
          </p>
        </div>
      </header>

      <dl className="character-stats">
        <Stat label="Level" value={formatNumber(character.level)} />
        <Stat label="EXP" value={formatNumber(character.exp)} />
        <Stat label="Fame" value={formatNumber(character.fame)} />
        <Stat label="Job" value={character.jobName} />
        <Stat label="Guild" value={character.guild ?? 'None'} />
        <Stat
          label="Overall rank"
          value={<Link to={rankingsPageFor(character.rank)}>#{formatNumber(character.rank)}</Link>}
        />
        <Stat
          label="Job rank"
          value={
            character.jobRank !== null && character.jobFamily ? (
              <Link to={rankingsPageFor(character.jobRank, { job: character.jobFamily })}>
                #{formatNumber(character.jobRank)} {character.jobFamily}
              </Link>
            ) : (
              '—'
            )
          }
        />
        <Stat
          label="Fame rank"
          value={
            <Link to={rankingsPageFor(character.fameRank, { type: 'fame' })}>#{formatNumber(character.fameRank)}</Link>
          }
        />
      </dl>

      <section className="character-page__section" aria-labelledby="worn-items-title">
        <h3 id="worn-items-title">Worn items</h3>
        <WornItems equipment={character.equipment} />
      </section>

      <div className="button-row">{backToRankings}</div>
    </article>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="character-stats__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
