import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoveToTownAnswer, RenameCharacterAnswer } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { accountDetailsQueryKey } from './get-account-details';

const characterPath = (name: string) => `/user/characters/${encodeURIComponent(name)}`;

/** POST /user/characters/:name/rename: 400 with the rule's message, 409 while the account is in game. */
export async function renameCharacter(name: string, newName: string): Promise<RenameCharacterAnswer> {
  const { data } = await api.post<RenameCharacterAnswer>(`${characterPath(name)}/rename`, { newName });
  return data;
}

/** POST /user/characters/:name/move-to-town. */
export async function moveToTown(name: string): Promise<MoveToTownAnswer> {
  const { data } = await api.post<MoveToTownAnswer>(`${characterPath(name)}/move-to-town`);
  return data;
}

/** Both actions change the characters list, the balance (a paid name change) and the log. */
function useCharacterAction<A, T>(action: (args: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountDetailsQueryKey }),
  });
}

export const useRenameCharacter = () =>
  useCharacterAction(({ name, newName }: { name: string; newName: string }) => renameCharacter(name, newName));

export const useMoveToTown = () => useCharacterAction((name: string) => moveToTown(name));
