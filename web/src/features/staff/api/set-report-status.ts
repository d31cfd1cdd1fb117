import type { ReportStatus, StaffReport } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { useStaffMutation } from './staff-mutation';

/** PUT /staff/reports/:id: open, dismissed or actioned. */
export async function setReportStatus({
  id,
  status,
}: {
  id: number;
  status: ReportStatus;
}): Promise<{ message: string; report: StaffReport }> {
  const { data } = await callApi('PUT /staff/reports/:id', { path: { id }, body: { status } });
  return data;
}

export const useSetReportStatus = () => useStaffMutation(setReportStatus);
