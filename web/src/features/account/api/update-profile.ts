import { useMutation } from '@tanstack/react-query';
import type { SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/answer';

export interface ProfileFields {
  email: string;
  birthday: string;
}

/** SPEC §7 POST /user/update-profile. */
export async function updateProfile(fields: ProfileFields): Promise<SuccessMessage> {
  const { data } = await api.post<SuccessMessage>('/user/update-profile', fields);
  return requireSuccess(data);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
