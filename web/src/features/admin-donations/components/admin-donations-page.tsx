import { useEffect, useState } from 'react';
import { ADMIN_DONATIONS_SEARCH_MAX, type DonationFilter } from '@henesys/contracts';
import { EmptyState, ErrorState } from '../../../components/ui/list-state';
import { Loading } from '../../../components/ui/loading';
import { Pagination } from '../../../components/ui/pagination';
import { Toolbar } from '../../../components/ui/toolbar';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { plural } from '../../../lib/format';
import { clearToken } from '../../../lib/token-storage';
import { useAdminDonations } from '../api/get-admin-donations';
import { useKeptRows } from '../hooks/use-kept-rows';
import { useToasts } from '../hooks/use-toasts';
import { withKeptRows } from '../lib/kept-rows';
import { loadFailure } from '../lib/load-error';
import { ADMIN_DONATION_MESSAGES as M } from '../lib/messages';
import { clampPage, pageLabel } from '../lib/pagination';
import { FILTER_OPTIONS } from '../lib/status';
import { resolveView, type ViewChoice, type ViewMode } from '../lib/view-mode';
import { DonationCards } from './donation-cards';
import { DonationsTable } from './donations-table';
import { ToastRegion } from './toast-region';
import './admin-donations.css';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';

const VIEWS: ReadonlyArray<{ value: ViewMode; label: string }> = [
  { value: 'table', label: 'Table' },
  { value: 'cards', label: 'Cards' },
];

/** Wait this long after the last keystroke before searching. */
const FILTER_CHOICES = FILTER_OPTIONS.map((option) => [option.value, option.label] as const);
const SEARCH_DEBOUNCE_MS = 400;

/** SPEC §2 Donations Manager: every donation request, its status, its reward delivery and its history. */
export function AdminDonationsPage() {
  const [status, setStatus] = useState<DonationFilter>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const narrow = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [viewChoice, setViewChoice] = useState<ViewChoice | null>(null);
  const view = resolveView(narrow, viewChoice);
  const { toasts, show, dismiss } = useToasts();
  const query = useAdminDonations(status, search, page);
  // A row changed under a filter stays in view, with its new state, until the view changes or Refresh.
  const { kept, keep, forget } = useKeptRows();
  useEffect(() => {
    setPage(1);
    forget();
  }, [search, forget]);

  function goToPage(next: number) {
    forget();
    setPage(next);
  }

  // Fewer pages than before (a filter, donations changed elsewhere): go to the last one there is.
  const pages = query.data?.pagination.pages;
  useEffect(() => {
    if (pages !== undefined && !query.isPlaceholderData) setPage((current) => clampPage(current, pages));
  }, [pages, query.isPlaceholderData]);

  // Only the admin's own Refresh says 'Refreshing...'; the background refresh of queued deliveries is quiet.
  const [refreshing, setRefreshing] = useState(false);
  function refresh() {
    forget();
    setRefreshing(true);
    void query.refetch().finally(() => setRefreshing(false));
  }

  const failure = query.isError ? loadFailure(query.error) : null;
  const data = failure ? undefined : query.data;
  const changingPage = query.isPlaceholderData;

  let body;
  if (failure) {
    body = (
      <ErrorState className="dm-error" message={failure.message}>
        {failure.needsLogin ? (
          // Clearing the session lets the route guard send the admin to /login and back here afterwards.
          <Button className="dm-button" onClick={clearToken}>
            Log in again
          </Button>
        ) : null}
      </ErrorState>
    );
  } else if (query.isPending || !data) {
    body = <Loading label="Loading donation requests..." />;
  } else {
    const { rows, held } = withKeptRows(data.donations, kept);
    const List = view === 'table' ? DonationsTable : DonationCards;
    body =
      rows.length === 0 ? (
        <EmptyState className="dm-empty">{search ? M.noMatches(search) : M.noDonations}</EmptyState>
      ) : (
        <List donations={rows} held={held} showToast={show} onChanged={keep} />
      );
  }

  const lastPage = Math.max(1, data?.pagination.pages ?? 1);

  return (
    <section className="card dm" aria-labelledby="dm-title" aria-busy={query.isPending || refreshing || changingPage}>
      <div className="dm-head">
        <h2 id="dm-title">Donation requests</h2>
        {data ? <p className="dm-muted dm-count">{plural(data.pagination.total, 'request')}</p> : null}
      </div>

      <Toolbar className="dm-toolbar">
        <div className="dm-field">
          <label htmlFor="dm-filter">Status</label>
          <Select
            id="dm-filter"
            className="form__control form__control--compact dm-select"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as DonationFilter);
              goToPage(1);
            }}
            options={FILTER_CHOICES}
          />
        </div>
        <div className="dm-field dm-field--search">
          <label htmlFor="dm-search">Search</label>
          <input
            id="dm-search"
            className="form__control form__control--compact dm-input"
            type="search"
            placeholder="Player, character, code or #id"
            maxLength={ADMIN_DONATIONS_SEARCH_MAX}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <Button variant="secondary" className="dm-button" onClick={refresh} disabled={refreshing}>
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
            className={refreshing ? 'dm-spin' : undefined}
          >
            <path
              fill="currentColor"
              d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35Z"
            />
          </svg>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
        <div className="dm-views" role="group" aria-label="View">
          {VIEWS.map((option) => (
            <Button
              key={option.value}
              variant="bare"
              className="dm-view-button"
              aria-pressed={view === option.value}
              onClick={() => setViewChoice({ view: option.value, narrow })}
            >
              {option.label}
              <span className="visually-hidden"> view</span>
            </Button>
          ))}
        </div>
      </Toolbar>

      <div className="dm-body">{body}</div>

      {data && data.donations.length > 0 ? (
        <Pagination
          label="Donation pages"
          className="dm-pagination"
          positionClassName="dm-pagination__label"
          buttonClassName="dm-button"
          page={page}
          totalPages={lastPage}
          onPage={goToPage}
          disabled={changingPage}
          position={pageLabel(page, lastPage)}
        />
      ) : null}

      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </section>
  );
}
