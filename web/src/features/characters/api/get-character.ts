import { useQuery } from '@tanstack/react-query';
import type { CharacterProfile } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

/** A 404: no ranked character has that name. */
export const isCharacterNotFound = (error: unknown) => (error as { status?: number | null }).status === 404;

/** GET /api/rankings/characters/{name}: a ranked character; 404 for an unknown, GM or banned name. */
export async function getCharacter(name: string): Promise<CharacterProfile> {
  const { data } = await api.get<CharacterProfile>(`/rankings/characters/${encodeURIComponent(name)}`);
  return data;
}

/** Names match case-insensitively, so /characters/maplehero and /characters/MapleHero share one answer. */
export function useCharacter(name: string) {
  return useQuery({
    queryKey: ['characters', name.toLowerCase()],
    queryFn: () => getCharacter(name),
    staleTime: 60_000,
    retry: (failures, error) => !isCharacterNotFound(error) && failures < 2,
  });
}
