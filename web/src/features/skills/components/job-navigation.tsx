import { jobFamily } from '@henesys/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { JobFamilyBranches } from '../lib/job-tree';
import { jobListSearch } from '../lib/skills-filters';

interface Props {
  families: readonly JobFamilyBranches[];
  /** The job listed, or null while a search lists every job. */
  current: number | null;
}

/**
 * Browsing by job: one link per family (to its first job), then the chosen family's branches, each
 * a line of links from its first job to its last advancement.
 */
export function JobNavigation({ families, current }: Props) {
  const chosen = families.find((entry) => current !== null && entry.family === jobFamily(current)) ?? null;
  return (
    <nav className="job-nav" aria-label="Jobs">
      <ul className="job-nav__families">
        {families.map((entry) => (
          <li key={entry.family}>
            <Link
              className="job-nav__family"
              to={{ pathname: paths.skills, search: jobListSearch(entry.branches[0][0].id) }}
              aria-current={entry === chosen ? 'true' : undefined}
            >
              {entry.family}
            </Link>
          </li>
        ))}
      </ul>
      {chosen ? (
        <ul className="job-nav__branches" aria-label={`${chosen.family} branches`}>
          {chosen.branches.map((branch) => (
            <li key={branch.at(-1)?.id}>
              <ol className="job-nav__branch">
                {branch.map((step) => (
                  <li key={step.id}>
                    <Link
                      className="job-nav__job"
                      to={{ pathname: paths.skills, search: jobListSearch(step.id) }}
                      aria-current={step.id === current ? 'page' : undefined}
                    >
                      {step.label}
                    </Link>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
