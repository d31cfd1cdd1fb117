import { useId, useMemo, useState } from 'react';
import { Loading } from '../../../components/ui/loading';
import { useSkills } from '../api/get-skills';
import { filterSkills, jobOptions, type SkillJobFilter } from '../lib/skill-catalogue';
import { SkillCard } from './skill-card';
import './skills.css';

/** SPEC §2 /skills: the skill database, searchable by name, by job. */
export function SkillsView() {
  const skills = useSkills();
  const [search, setSearch] = useState('');
  const [job, setJob] = useState<SkillJobFilter>('all');
  const ids = { search: useId(), job: useId(), heading: useId() };
  const all = useMemo(() => skills.data ?? [], [skills.data]);
  const options = useMemo(() => jobOptions(all), [all]);
  const groups = useMemo(() => filterSkills(all, search, job), [all, search, job]);
  const shown = groups.reduce((count, group) => count + group.skills.length, 0);

  return (
    <section className="card skills" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Skill database</h2>
      <div className="skills__filters">
        <div className="form__field skills__field skills__field--search">
          <label htmlFor={ids.search}>Search a skill</label>
          <input id={ids.search} type="search" value={search} placeholder="Skill name" autoComplete="off" onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="form__field skills__field">
          <label htmlFor={ids.job}>Job</label>
          <select id={ids.job} value={String(job)} onChange={(event) => setJob(event.target.value === 'all' ? 'all' : Number(event.target.value))}>
            <option value="all">All jobs</option>
            {options.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.jobs.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      </div>

      {skills.isPending ? (
        <Loading label="Loading skills..." />
      ) : skills.isError ? (
        <div className="skills__message" role="alert">
          <p>Failed to load skills. Please try again later.</p>
          <button type="button" className="button button--secondary" onClick={() => void skills.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <>
          <p className="meta skills__count" role="status">
            {shown === 1 ? '1 skill' : `${shown} skills`}
          </p>
          {groups.length === 0 ? (
            <p className="skills__message">{all.length === 0 ? 'No skills have been imported yet.' : 'No skills match your search.'}</p>
          ) : (
            groups.map((group) => (
              <section key={group.jobId} className="skills__group" aria-labelledby={`job-${group.jobId}`}>
                <h3 id={`job-${group.jobId}`}>{group.label}</h3>
                <div className="skills__list">
                  {group.skills.map((skill) => (
                    <SkillCard key={skill.id} skill={skill} />
                  ))}
                </div>
              </section>
            ))
          )}
        </>
      )}
    </section>
  );
}
