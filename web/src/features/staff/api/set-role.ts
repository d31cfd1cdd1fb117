import type { StaffApiRole } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { useStaffMutation } from './staff-mutation';

/** PUT /staff/players/:accountId/role (admins only). */
export async function setRole({
  accountId,
  role,
}: {
  accountId: number;
  role: StaffApiRole;
}): Promise<{ message: string; role: StaffApiRole }> {
  const { data } = await callApi('PUT /staff/players/:accountId/role', { path: { accountId }, body: { role } });
  return data;
}

export const useSetRole = () => useStaffMutation(setRole);
