import type { ReportStatus, StaffReport } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { useStaffMutation } from './staff-mutation';

/** PUT /staff/reports/:id: open, dismissed or actioned. */
export async function setReportStatus({
  id,
  status,
}: {
  id: number;
  status: ReportStatus;
}): Promise<{ message: string; report: StaffReport }> {
  const { data } = await api.put<{ message: string; report: StaffReport }>(`/staff/reports/${id}`, { status });
  return data;
}

export const useSetReportStatus = () => useStaffMutation(setReportStatus);
