import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Pagination as PageReply } from '@henesys/contracts';
import { EmptyState } from '../../../../components/ui/list-state';
import { Pagination } from '../../../../components/ui/pagination';
import { QueryState } from './query-state';

interface PagedListProps<T extends { pagination: PageReply }> {
  query: UseQueryResult<T>;
  loading: string;
  failure: string;
  /** How many records the page holds: none shows `empty`. */
  count: (data: T) => number;
  empty: ReactNode;
  /** The pages' navigation's name: 'Ban pages'. */
  pagesLabel: string;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}

/** One page of a staff list: loading, failed, empty, or its records with Previous / Page x of y / Next under them. */
export function PagedList<T extends { pagination: PageReply }>({
  query,
  loading,
  failure,
  count,
  empty,
  pagesLabel,
  onPage,
  children,
}: PagedListProps<T>) {
  return (
    <QueryState query={query} loading={loading} failure={failure}>
      {(data) =>
        count(data) === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <>
            {children(data)}
            {data.pagination.pages > 1 ? (
              <Pagination
                label={pagesLabel}
                page={data.pagination.page}
                totalPages={data.pagination.pages}
                onPage={onPage}
                disabled={query.isPlaceholderData}
              />
            ) : null}
          </>
        )
      }
    </QueryState>
  );
}
