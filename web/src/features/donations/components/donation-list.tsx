import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DONATION_FILTERS, type DonationFilter } from '@henesys/contracts';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useDonations } from '../api/get-donations';
import { DONATIONS_MESSAGES } from '../lib/messages';
import { DonationItem } from './donation-item';
import './donations.css';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { nearbyPages } from '../../../components/ui/page-items';
import { donationStatusLabel } from '../../../lib/status-labels';

const filterLabel = (filter: DonationFilter) => (filter === 'all' ? 'All' : donationStatusLabel(filter));

/**
 * The dashboard's donation list (SPEC §2): the player's requests, newest first, 5 a page, filtered by
 * status (all, pending, approved, rejected, completed); a cancelled one shows under 'All'.
 */
export function DonationList() {
  const [status, setStatus] = useState<DonationFilter>('all');
  const [page, setPage] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const donations = useDonations(status, page);
  const pages = donations.data?.pagination.pages ?? 1;

  // After a cancel, the last page of a filter may be gone: go to the new last page.
  useEffect(() => {
    if (!donations.isPlaceholderData && page > pages) setPage(pages);
  }, [page, pages, donations.isPlaceholderData]);

  function choose(filter: DonationFilter) {
    setStatus(filter);
    setPage(1);
    setAnnouncement('');
  }

  return (
    <section className="card donations" aria-labelledby="donations-title" aria-busy={donations.isFetching || undefined}>
      <div className="donations__head">
        <h2 id="donations-title">Donations</h2>
        <Link className="button button--secondary" to={paths.donate}>
          Donate
        </Link>
      </div>
      <div className="donations__filters" role="group" aria-label="Filter donations by status">
        {DONATION_FILTERS.map((filter) => (
          <Button
            key={filter}
            variant="bare"
            className="donations__filter"
            aria-pressed={filter === status}
            onClick={() => choose(filter)}
          >
            {filterLabel(filter)}
          </Button>
        ))}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {donations.isPending ? (
        <Loading label="Loading donations..." />
      ) : donations.isError ? (
        <div className="donations__error">
          <p role="alert">{DONATIONS_MESSAGES.loadFailed}</p>
          <Button variant="secondary" onClick={() => void donations.refetch()} disabled={donations.isFetching}>
            {donations.isFetching ? 'Retrying...' : 'Try again'}
          </Button>
        </div>
      ) : donations.data.donations.length === 0 ? (
        <p className="donations__empty">{DONATIONS_MESSAGES.empty}</p>
      ) : (
        <>
          <ul className="donations__list" aria-label={`${filterLabel(status)} donations, page ${page} of ${pages}`}>
            {donations.data.donations.map((donation) => (
              <DonationItem key={donation.id} donation={donation} onAnnounce={setAnnouncement} />
            ))}
          </ul>
          {pages > 1 ? (
            <Pagination
              label="Donation pages"
              block="donations-pagination"
              page={page}
              totalPages={pages}
              onPage={setPage}
              disabled={donations.isPlaceholderData}
              numbers={nearbyPages}
              ends
              position={false}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
