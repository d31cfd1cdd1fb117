import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { clearToken } from '../../../lib/token-storage';

/** POST /auth/logout-all: every session of the account ends, this one included. */
export async function logoutEverywhere(): Promise<SuccessMessage> {
  return (await api.post<SuccessMessage>('/auth/logout-all')).data;
}

/** On success this browser's session is over too: it is cleared, and the page's guard sends to /login. */
export function useLogoutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutEverywhere,
    onSuccess: () => {
      clearToken();
      queryClient.removeQueries({ queryKey: ['user'] });
    },
  });
}
