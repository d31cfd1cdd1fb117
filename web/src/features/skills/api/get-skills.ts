import { useQuery } from '@tanstack/react-query';
import type { Skill } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

/** SPEC §7 GET /api/skills: every shown skill (it changes only when the server's file is imported). */
export async function getSkills(): Promise<Skill[]> {
  const { data } = await api.get<Skill[]>('/skills');
  return Array.isArray(data) ? data : [];
}

export function useSkills() {
  return useQuery({ queryKey: ['skills'], queryFn: getSkills, staleTime: 10 * 60_000 });
}
