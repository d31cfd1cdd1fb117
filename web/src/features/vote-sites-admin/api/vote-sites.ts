import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuccessMessage, VoteSite, VoteSiteInput } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

const KEY = ['admin', 'vote-sites'] as const;

/** GET /api/admin/vote-sites (admins). */
export function useAdminVoteSites() {
  return useQuery({ queryKey: KEY, queryFn: async () => (await api.get<VoteSite[]>('/admin/vote-sites')).data });
}

/** A change to the vote sites that refreshes the list on success. */
function useVoteSiteMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveVoteSite = () =>
  useVoteSiteMutation(async ({ id, site }: { id: number | null; site: VoteSiteInput }) =>
    id === null
      ? (await api.post<VoteSite>('/admin/vote-sites', site)).data
      : (await api.put<VoteSite>(`/admin/vote-sites/${id}`, site)).data,
  );

export const useDeleteVoteSite = () =>
  useVoteSiteMutation(async (id: number) => (await api.delete<SuccessMessage>(`/admin/vote-sites/${id}`)).data);

export const useRotateVoteSiteSecret = () =>
  useVoteSiteMutation(
    async (id: number) => (await api.post<{ callbackUrl: string }>(`/admin/vote-sites/${id}/rotate-secret`)).data,
  );
