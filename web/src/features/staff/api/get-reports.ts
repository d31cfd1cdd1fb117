import { useQuery } from '@tanstack/react-query';
import type { ReportPage, ReportStatus } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { STAFF_LIST_QUERY } from './list-query';
import { staffKeys } from './query-keys';

/** GET /staff/reports?status=&page=: the reports players sent from the game, newest first. */
export async function getReports(status: ReportStatus, page: number): Promise<ReportPage> {
  const { data } = await callApi('GET /staff/reports', { query: { status, page } });
  return data;
}

export function useReports(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: staffKeys.reports(status, page),
    queryFn: () => getReports(status, page),
    ...STAFF_LIST_QUERY,
  });
}
