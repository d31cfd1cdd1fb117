import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** SPEC §7 GET /user/profile (the fields the web reads; the dashboard adds more later). */
export interface ProfileResponse {
  id: number | string;
  username: string;
  email: string;
  role: string;
  isAdmin: boolean;
  created_at?: string;
  last_login?: string | null;
  characters?: unknown[];
}

export const profileQueryKey = ['user', 'profile'] as const;

/**
 * `skipAuthRedirect` is for the start-up token check: SPEC §4 wants a failure there to clear the
 * session silently, without the 401 redirect to /login.
 */
export async function getProfile(options: { skipAuthRedirect?: boolean } = {}): Promise<ProfileResponse> {
  const { data } = await api.get<ProfileResponse>('/user/profile', { skipAuthRedirect: options.skipAuthRedirect });
  return data;
}

export function useProfile(enabled = true) {
  return useQuery({ queryKey: profileQueryKey, queryFn: () => getProfile(), enabled });
}
