import { useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

/** SPEC §7 GET /user/profile. User-scoped queries use keys under 'user': logout removes them. */
export const profileQueryKey = ['user', 'profile'] as const;

/**
 * `skipAuthRedirect` is for the start-up token check: SPEC §4 wants a failure there to clear the
 * session silently, without the 401 redirect to /login.
 */
export async function getProfile(options: { skipAuthRedirect?: boolean } = {}): Promise<ProfileView> {
  const { data } = await api.get<ProfileView>('/user/profile', { skipAuthRedirect: options.skipAuthRedirect });
  return data;
}

export function useProfile(enabled = true) {
  return useQuery({ queryKey: profileQueryKey, queryFn: () => getProfile(), enabled });
}
