import { useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { auditParams, type AuditFilters } from '../lib/audit-filters';
import { STAFF_LIST_QUERY } from './list-query';
import { staffKeys } from './query-keys';

/** GET /staff/audit?actor=&action=&target=&page=: every staff action, newest first. */
export async function getAudit(filters: AuditFilters, page: number): Promise<AuditPage> {
  const { data } = await callApi('GET /staff/audit', { query: { ...auditParams(filters), page } });
  return data;
}

export function useAudit(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: staffKeys.audit(filters, page),
    queryFn: () => getAudit(filters, page),
    ...STAFF_LIST_QUERY,
  });
}
