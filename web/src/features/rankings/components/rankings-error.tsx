import { useEffect } from 'react';
import { RANKINGS_RETRY_MS } from '../../../config/ui-timings';
import { Button } from '../../../components/ui/button';

interface FailedQuery {
  errorUpdatedAt: number;
  isFetching: boolean;
  refetch: () => unknown;
}

/** SPEC §4: a failed rankings read says so, tries again by itself every 5 s, and at once with Retry. */
export function RankingsError({ message, query }: { message: string; query: FailedQuery }) {
  const { errorUpdatedAt, refetch } = query;
  useEffect(() => {
    const timer = setTimeout(() => void refetch(), RANKINGS_RETRY_MS);
    return () => clearTimeout(timer);
  }, [errorUpdatedAt, refetch]);

  return (
    <div className="rankings__error" role="alert">
      <p>{message}</p>
      <p className="meta">Trying again in {RANKINGS_RETRY_MS / 1000} seconds.</p>
      <Button variant="secondary" onClick={() => void refetch()} disabled={query.isFetching}>
        Retry
      </Button>
    </div>
  );
}
