import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SKILL_MESSAGES } from '@henesys/contracts';
import { Loading } from '../../../components/ui/loading';
import { Pagination } from '../../../components/ui/pagination';
import { useSkills } from '../api/get-skills';
import { jobBranches, jobPath, skillJobLabel } from '../lib/job-tree';
import { pageOf, skillsToList } from '../lib/skill-catalogue';
import { paramsFromSkillsFilters, type SkillsFilters, skillsFiltersFromParams } from '../lib/skills-filters';
import { JobNavigation } from './job-navigation';
import { SkillRow } from './skill-row';
import './skills.css';
import { Button } from '../../../components/ui/button';

/** SPEC §2 /skills: the skill database by job branch, or searched by name across every job; a page at a time. */
export function SkillsView() {
  const skills = useSkills();
  const [params, setParams] = useSearchParams();
  const filters = skillsFiltersFromParams(params);
  const ids = { search: useId(), heading: useId(), list: useId() };
  const all = useMemo(() => skills.data ?? [], [skills.data]);
  const families = useMemo(() => jobBranches(all.map((skill) => skill.jobId)), [all]);
  const listed = useMemo(
    () => pageOf(skillsToList(all, filters.job, filters.search), filters.page),
    [all, filters.job, filters.search, filters.page],
  );
  const searching = filters.search !== '';
  const [searchText, setSearchText] = useState(filters.search);

  // Back, forward and the job links change the address: the box follows it.
  useEffect(
    () => setSearchText((current) => (current.trim() === filters.search ? current : filters.search)),
    [filters.search],
  );

  // Typing replaces the history entry; jobs and pages can be gone back through.
  const update = (change: Partial<SkillsFilters>, replace = false) =>
    setParams(paramsFromSkillsFilters({ ...filters, page: 1, ...change }), { replace });

  const title = searching
    ? `Skills named like "${filters.search}"`
    : jobPath(filters.job).map(skillJobLabel).join(' › ');

  return (
    <section className="card skills" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Skill database</h2>
      <div className="form__field skills__search">
        <label htmlFor={ids.search}>Search a skill</label>
        <input
          id={ids.search}
          type="search"
          value={searchText}
          placeholder="Skill name, in every job"
          autoComplete="off"
          onChange={(event) => {
            setSearchText(event.target.value);
            update({ search: event.target.value }, true);
          }}
        />
      </div>

      {skills.isPending ? (
        <Loading label="Loading skills..." />
      ) : skills.isError ? (
        <div className="skills__message" role="alert">
          <p>{SKILL_MESSAGES.loadFailed}</p>
          <Button variant="secondary" onClick={() => void skills.refetch()}>
            Retry
          </Button>
        </div>
      ) : all.length === 0 ? (
        <p className="skills__message">No skills have been imported yet.</p>
      ) : (
        <>
          <JobNavigation families={families} current={searching ? null : filters.job} />
          <h3 id={ids.list} className="skills__title">
            {title}
          </h3>
          <p className="meta skills__count" role="status">
            {listed.total === 1 ? '1 skill' : `${listed.total} skills`}
            {listed.totalPages > 1 ? `, page ${listed.page} of ${listed.totalPages}` : ''}
          </p>
          {listed.total === 0 ? (
            <p className="skills__message">
              {searching ? 'No skills match your search.' : 'This job has no skills of its own.'}
            </p>
          ) : (
            <ul className="skills__list" aria-labelledby={ids.list}>
              {listed.skills.map((skill) => (
                <SkillRow key={skill.id} skill={skill} showJob={searching} />
              ))}
            </ul>
          )}
          {listed.totalPages > 1 ? (
            <Pagination
              label="Skill pages"
              className="skills-pager"
              page={listed.page}
              totalPages={listed.totalPages}
              onPage={(page) => update({ page })}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
