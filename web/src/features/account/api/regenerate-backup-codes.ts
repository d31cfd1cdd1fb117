import { useMutation } from '@tanstack/react-query';
import type { BackupCodesAnswer } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/answer';

/** SPEC §7 POST /2fa/backup-codes/regenerate: ten new codes; the old ones stop working. */
export async function regenerateBackupCodes(code: string): Promise<BackupCodesAnswer> {
  const { data } = await api.post<BackupCodesAnswer>('/2fa/backup-codes/regenerate', { token: code });
  return requireSuccess(data);
}

export function useRegenerateBackupCodes() {
  return useMutation({ mutationFn: regenerateBackupCodes });
}
