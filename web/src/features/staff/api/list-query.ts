import { keepPreviousData } from '@tanstack/react-query';

/**
 * How every paged staff list is asked for: the page on screen stays while the next one loads, a list is
 * read afresh each time it is shown, and a failure shows at once (the page has Try again).
 */
export const STAFF_LIST_QUERY = { placeholderData: keepPreviousData, staleTime: 0, retry: false } as const;
