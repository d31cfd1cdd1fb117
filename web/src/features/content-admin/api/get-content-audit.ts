import { useQuery } from '@tanstack/react-query';
import type { ContentAuditEntry } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { contentAdminKeys } from './query-keys';

/** GET /api/admin/content/audit: who changed what, and when. */
export async function getContentAudit(): Promise<ContentAuditEntry[]> {
  const { data } = await api.get<ContentAuditEntry[]>('/admin/content/audit');
  return data;
}

export function useContentAudit() {
  return useQuery({ queryKey: contentAdminKeys.audit, queryFn: getContentAudit, staleTime: 0 });
}
