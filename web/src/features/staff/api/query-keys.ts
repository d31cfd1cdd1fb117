import type { ReportStatus } from '@henesys/contracts';
import type { AuditFilters } from '../lib/audit-filters';

/** Under 'user': logout removes them with the rest of the session's data. */
export const staffKeys = {
  all: ['user', 'staff'] as const,
  search: (q: string) => ['user', 'staff', 'search', q] as const,
  player: (accountId: number) => ['user', 'staff', 'player', accountId] as const,
  bans: (page: number) => ['user', 'staff', 'bans', page] as const,
  reports: (status: ReportStatus, page: number) => ['user', 'staff', 'reports', status, page] as const,
  reportCount: ['user', 'staff', 'report-count'] as const,
  audit: (filters: AuditFilters, page: number) => ['user', 'staff', 'audit', filters, page] as const,
};
