import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/button';
import { ErrorState } from '../../../../components/ui/list-state';
import { Loading } from '../../../../components/ui/loading';
import { failureText } from '../../../../lib/error-message';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** 'Loading players...' */
  loading: string;
  /** What failed, when the server sent no message of its own: 'Failed to load the bans'. */
  failure: string;
  children: (data: T) => ReactNode;
}

/** A staff list's three states: loading, failed (with the server's message and Try again), or its data. */
export function QueryState<T>({ query, loading, failure, children }: QueryStateProps<T>) {
  if (query.isError) {
    return (
      <ErrorState message={failureText(query.error, failure)}>
        <Button variant="secondary" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </ErrorState>
    );
  }
  if (query.data === undefined) return <Loading label={loading} />;
  return <>{children(query.data)}</>;
}
