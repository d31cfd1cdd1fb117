import { useEffect, useState } from 'react';
import type { DonationFilter } from '@henesys/contracts';
import { Loading } from '../../../components/ui/loading';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { clearToken } from '../../../lib/token-storage';
import { useAdminDonations } from '../api/get-admin-donations';
import { useToasts } from '../hooks/use-toasts';
import { loadFailure } from '../lib/load-error';
import { ADMIN_DONATION_MESSAGES as M } from '../lib/messages';
import { clampPage, pageLabel } from '../lib/pagination';
import { FILTER_OPTIONS } from '../lib/status';
import { resolveView, type ViewChoice, type ViewMode } from '../lib/view-mode';
import { DonationCards } from './donation-cards';
import { DonationsTable } from './donations-table';
import { ToastRegion } from './toast-region';
import './admin-donations.css';

const VIEWS: ReadonlyArray<{ value: ViewMode; label: string }> = [
  { value: 'table', label: 'Table' },
  { value: 'cards', label: 'Cards' },
];

/** SPEC §2 Donations Manager: every donation request, its status, its reward delivery and its history. */
export function AdminDonationsPage() {
  const [status, setStatus] = useState<DonationFilter>('all');
  const [page, setPage] = useState(1);
  const narrow = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [viewChoice, setViewChoice] = useState<ViewChoice | null>(null);
  const view = resolveView(narrow, viewChoice);
  const { toasts, show, dismiss } = useToasts();
  const query = useAdminDonations(status, page);

  // Fewer pages than before (a filter, donations changed elsewhere): go to the last one there is.
  const pages = query.data?.pagination.pages;
  useEffect(() => {
    if (pages !== undefined && !query.isPlaceholderData) setPage((current) => clampPage(current, pages));
  }, [pages, query.isPlaceholderData]);

  // Only the admin's own Refresh says 'Refreshing...'; the background refresh of queued deliveries is quiet.
  const [refreshing, setRefreshing] = useState(false);
  function refresh() {
    setRefreshing(true);
    void query.refetch().finally(() => setRefreshing(false));
  }

  const failure = query.isError ? loadFailure(query.error) : null;
  const data = failure ? undefined : query.data;
  const changingPage = query.isPlaceholderData;

  let body;
  if (failure) {
    body = (
      <div className="dm-error" role="alert">
        <p>{failure.message}</p>
        {failure.needsLogin ? (
          // Clearing the session lets the route guard send the admin to /login and back here afterwards.
          <button type="button" className="button button--primary dm-button" onClick={clearToken}>
            Log in again
          </button>
        ) : null}
      </div>
    );
  } else if (query.isPending || !data) {
    body = <Loading label="Loading donation requests..." />;
  } else if (data.donations.length === 0) {
    body = <p className="dm-empty">{M.noDonations}</p>;
  } else {
    body = view === 'table' ? <DonationsTable donations={data.donations} showToast={show} /> : <DonationCards donations={data.donations} showToast={show} />;
  }

  const lastPage = Math.max(1, data?.pagination.pages ?? 1);

  return (
    <section className="card dm" aria-labelledby="dm-title" aria-busy={query.isPending || refreshing || changingPage}>
      <div className="dm-head">
        <h2 id="dm-title">Donation requests</h2>
        {data ? (
          <p className="dm-muted dm-count">
            {data.pagination.total} {data.pagination.total === 1 ? 'request' : 'requests'}
          </p>
        ) : null}
      </div>

      <div className="dm-toolbar">
        <div className="dm-field">
          <label htmlFor="dm-filter">Status</label>
          <select
            id="dm-filter"
            className="dm-select"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as DonationFilter);
              setPage(1);
            }}
          >
            {FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--secondary dm-button" onClick={refresh} disabled={refreshing}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className={refreshing ? 'dm-spin' : undefined}>
            <path fill="currentColor" d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35Z" />
          </svg>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </button>
        <div className="dm-views" role="group" aria-label="View">
          {VIEWS.map((option) => (
            <button
              key={option.value}
              type="button"
              className="dm-view-button"
              aria-pressed={view === option.value}
              onClick={() => setViewChoice({ view: option.value, narrow })}
            >
              {option.label}
              <span className="visually-hidden"> view</span>
            </button>
          ))}
        </div>
      </div>

      <div className="dm-body">{body}</div>

      {data && data.donations.length > 0 ? (
        <nav className="dm-pagination" aria-label="Donation pages">
          <button type="button" className="button button--secondary dm-button" onClick={() => setPage(page - 1)} disabled={page <= 1 || changingPage}>
            Previous
          </button>
          <span className="dm-pagination__label" aria-live="polite">
            {pageLabel(page, lastPage)}
          </span>
          <button type="button" className="button button--secondary dm-button" onClick={() => setPage(page + 1)} disabled={page >= lastPage || changingPage}>
            Next
          </button>
        </nav>
      ) : null}

      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </section>
  );
}
