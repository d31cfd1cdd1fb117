import { useQuery } from '@tanstack/react-query';
import type { ShownSkill } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

export const SKILLS_QUERY_KEY = ['skills'] as const;

/** SPEC §7 GET /api/skills: every shown skill (it changes only when the server's file is imported). */
export async function getSkills(): Promise<ShownSkill[]> {
  const { data } = await api.get<ShownSkill[]>('/skills');
  return Array.isArray(data) ? data : [];
}

export function useSkills() {
  return useQuery({ queryKey: SKILLS_QUERY_KEY, queryFn: getSkills, staleTime: 10 * 60_000 });
}
