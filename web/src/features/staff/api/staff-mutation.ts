import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from './query-keys';

/**
 * A staff action: once it settles every staff list is read again (a ban shows on the player's page, the
 * bans list, the report queue, its count and the audit log alike).
 */
export function useStaffMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
