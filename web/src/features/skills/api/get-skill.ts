import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShownSkill } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { SKILLS_QUERY_KEY } from './get-skills';

/** GET /api/skills/{id}: one skill with its per-level text; 404 for an id the site does not show. */
export async function getSkill(id: string): Promise<ShownSkill> {
  const { data } = await api.get<ShownSkill>(`/skills/${encodeURIComponent(id)}`);
  return data;
}

/** Opened from the list, the page starts from the list's copy of the skill instead of waiting. */
export function useSkill(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...SKILLS_QUERY_KEY, id],
    queryFn: () => getSkill(id),
    staleTime: 10 * 60_000,
    retry: (failures, error) => (error as { status?: number | null }).status !== 404 && failures < 2,
    initialData: () => queryClient.getQueryData<ShownSkill[]>(SKILLS_QUERY_KEY)?.find((skill) => skill.id === id),
  });
}
