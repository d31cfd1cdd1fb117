import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/**
 * Place of the donations list (SPEC §2: status filter all/pending/approved/rejected/completed,
 * pagination, 'No donation requests found.'). It arrives with the donations issue.
 */
export function DonationsPlaceholder() {
  return (
    <section className="card dashboard__donations" aria-labelledby="donations-title">
      <h2 id="donations-title">Donations</h2>
      <p className="coming-soon__badge">Coming soon</p>
      <p>Your donation requests, with their status and transaction codes, will be listed here.</p>
      <Link className="button button--secondary" to={paths.donate}>
        Go to Donate
      </Link>
    </section>
  );
}
