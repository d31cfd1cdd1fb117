import { useId, type ReactNode } from 'react';
import { classNames } from '../../../../components/ui/class-names';

interface StaffSectionProps {
  title: string;
  /** Beside the title: a count, a button. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A card of the staff pages, named by its heading. */
export function StaffSection({ title, aside, className, children }: StaffSectionProps) {
  const titleId = useId();
  return (
    <section className={classNames('card staff-section', className)} aria-labelledby={titleId}>
      <div className="staff-section__head">
        <h2 id={titleId}>{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
