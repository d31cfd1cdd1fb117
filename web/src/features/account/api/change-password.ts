import { useMutation } from '@tanstack/react-query';
import type { SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/token-storage';
import { requireSuccess } from '../lib/answer';

export interface ChangePasswordFields {
  currentPassword: string;
  newPassword: string;
}

/**
 * SPEC §7 POST /user/change-password. The server ends every session, this one included, and answers
 * with a fresh token: it is stored before anything else can call the API with the old one.
 */
export async function changePassword(fields: ChangePasswordFields): Promise<SuccessMessage> {
  const { data } = await api.post<SuccessMessage & { token?: string }>('/user/change-password', fields);
  const answer = requireSuccess(data);
  if (typeof answer.token === 'string' && answer.token) setToken(answer.token);
  return { success: answer.success, message: answer.message };
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
