import { useParams } from 'react-router-dom';
import { CharacterProfileView } from '../../features/characters/components/character-profile-view';
import { useAvatarTemplates } from '../../features/rankings/api/get-avatar-templates';
import { RankingAvatar } from '../../features/rankings/components/ranking-avatar';

/** /characters/:name, linked from each name in the rankings; the avatar comes from the rankings' image services. */
export default function CharacterRoute() {
  const { name = '' } = useParams();
  const templates = useAvatarTemplates().data ?? [];
  return (
    <div className="page page--narrow">
      <CharacterProfileView
        key={name}
        name={name}
        renderAvatar={(character) => <RankingAvatar key={character.id} entry={character} templates={templates} large />}
      />
    </div>
  );
}
