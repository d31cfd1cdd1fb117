import { useMutation } from '@tanstack/react-query';
import type { SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { clearToken } from '../../../lib/token-storage';

/** POST /auth/undo-email-change: the old address's link puts it back and ends every session. */
export async function undoEmailChange(token: string): Promise<SuccessMessage> {
  return (await api.post<SuccessMessage>('/auth/undo-email-change', { token }, { skipAuthRedirect: true })).data;
}

/** Every session ended with the undo, this browser's included: it forgets its token. */
export function useUndoEmailChange() {
  return useMutation({ mutationFn: undoEmailChange, onSuccess: () => clearToken() });
}
