import { useMutation } from '@tanstack/react-query';
import { useInvalidateContent } from './query-keys';

/** A mutation of the admin content endpoints that refreshes the lists, the audit and the news on success. */
export function useContentMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn, onSuccess: invalidate });
}
