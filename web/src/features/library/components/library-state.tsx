import { LIBRARY_NOT_IMPORTED } from '@henesys/contracts';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/list-state';

/** Said instead of an empty list while the server's game data was never imported. */
export function NotImported() {
  return (
    <div role="status">
      <EmptyState>{LIBRARY_NOT_IMPORTED}</EmptyState>
    </div>
  );
}

/** A failed request, with Retry. */
export function LibraryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorState message={message}>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </ErrorState>
  );
}
