import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { staffKeys } from './query-keys';

/** New reports come from the game at any time: the navigation's count looks again this often. */
const REPORT_COUNT_REFRESH_MS = 60_000;

/** GET /staff/reports/count: the open reports, for the staff navigation. */
export async function getOpenReportCount(): Promise<number> {
  const { data } = await callApi('GET /staff/reports/count');
  return data.open;
}

/** For the staff navigation, which only staff see. */
export function useOpenReportCount() {
  return useQuery({
    queryKey: staffKeys.reportCount,
    queryFn: getOpenReportCount,
    refetchInterval: REPORT_COUNT_REFRESH_MS,
    retry: false,
  });
}
