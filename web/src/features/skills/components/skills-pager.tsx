interface Props {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous and next through a skill list, with where the reader is. */
export function SkillsPager({ page, totalPages, onPage }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="skills-pager" aria-label="Skill pages">
      <button type="button" className="button button--secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      <span className="skills-pager__where" aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <button type="button" className="button button--secondary" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        Next
      </button>
    </nav>
  );
}
