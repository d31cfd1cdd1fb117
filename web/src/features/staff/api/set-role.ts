import type { StaffApiRole } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { useStaffMutation } from './staff-mutation';

/** PUT /staff/players/:accountId/role (admins only). */
export async function setRole({
  accountId,
  role,
}: {
  accountId: number;
  role: StaffApiRole;
}): Promise<{ message: string; role: StaffApiRole }> {
  const { data } = await api.put<{ message: string; role: StaffApiRole }>(`/staff/players/${accountId}/role`, { role });
  return data;
}

export const useSetRole = () => useStaffMutation(setRole);
