import { useMutation } from '@tanstack/react-query';
import type { IdentityProof, SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/answer';

export interface ProfileFields extends IdentityProof {
  email: string;
  birthday: string;
}

/** SPEC §7 POST /user/update-profile; a new email takes the current password (and code). */
export async function updateProfile(fields: ProfileFields): Promise<SuccessMessage> {
  const { data } = await api.post<SuccessMessage>('/user/update-profile', fields);
  return requireSuccess(data);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
