import { SKILL_MESSAGES } from '@henesys/contracts';
import { Link } from 'react-router-dom';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useSkill } from '../api/get-skill';
import { jobPath, skillJobLabel } from '../lib/job-tree';
import { skillLevels } from '../lib/skill-catalogue';
import { skillDescription } from '../lib/skill-text';
import { jobListSearch } from '../lib/skills-filters';
import { SkillIcon } from './skill-icon';
import { SkillText } from './skill-text';
import './skills.css';
import { Table } from '../../../components/ui/table';
import { Button } from '../../../components/ui/button';
import { Trail } from '../../../components/ui/trail';

const backToSkills = (job?: number) => ({
  pathname: paths.skills,
  search: job === undefined ? '' : jobListSearch(job),
});

/** SPEC §2 'each skill shows name, description and per-level text': one skill's page, /skills/{id}. */
export function SkillDetails({ id }: { id: string }) {
  const query = useSkill(id);

  if (query.isPending) return <Loading label="Loading skill..." />;
  if (query.isError) {
    const notFound = (query.error as { status?: number | null }).status === 404;
    return (
      <section className="card skill-page" role="alert">
        <h2>{notFound ? SKILL_MESSAGES.notFound : 'Failed to load the skill. Please try again later.'}</h2>
        <div className="button-row">
          {notFound ? null : (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Retry
            </Button>
          )}
          <Link className="button button--secondary" to={backToSkills()}>
            Back to the skill database
          </Link>
        </div>
      </section>
    );
  }

  const skill = query.data;
  const { masterLevel, text } = skillDescription(skill.desc);
  const levels = skillLevels(skill);
  return (
    <article className="card skill-page" aria-labelledby="skill-name">
      <Trail
        label="Job"
        links={[
          { key: 'skills', to: backToSkills(), text: 'Skills' },
          ...jobPath(skill.jobId).map((job) => ({ key: job, to: backToSkills(job), text: skillJobLabel(job) })),
        ]}
      />
      <header className="skill-page__header">
        <SkillIcon skill={skill} size={48} />
        <div>
          <h2 id="skill-name" className="skill-page__name">
            {skill.name}
          </h2>
          <p className="meta">
            {skillJobLabel(skill.jobId)}
            {masterLevel !== null ? ` · Master level ${masterLevel}` : ''}
          </p>
        </div>
      </header>
      {text ? (
        <p className="skill-page__desc">
          <SkillText text={text} />
        </p>
      ) : null}
      {levels.length > 0 ? (
        <Table caption={levels.length === 1 ? 'Its one level' : `Its ${levels.length} levels`} className="skill-levels">
          <thead>
            <tr>
              <th scope="col">Level</th>
              <th scope="col">Effect</th>
            </tr>
          </thead>
          <tbody>
            {levels.map(({ level, text: effect }) => (
              <tr key={level}>
                <th scope="row">{level}</th>
                <td>
                  <SkillText text={effect} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="skills__message">The game lists no per-level effects for this skill.</p>
      )}
    </article>
  );
}
