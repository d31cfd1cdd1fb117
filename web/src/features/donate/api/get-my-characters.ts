import { useQuery } from '@tanstack/react-query';
import type { AccountDetails } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import type { MyCharacter } from '../lib/character-choice';
import { donateKeys } from './query-keys';

/** SPEC §7 GET /user/account-details (the dashboard reads it too, under the same key and shape). */
export async function getAccountDetails(): Promise<AccountDetails> {
  const { data } = await api.get<AccountDetails>('/user/account-details');
  return data;
}

/** The player's characters: the Founder Pack goes to one of them (the server checks it again). */
export function useMyCharacters() {
  return useQuery({
    queryKey: donateKeys.accountDetails,
    queryFn: getAccountDetails,
    select: (details): MyCharacter[] => details.characters,
  });
}
