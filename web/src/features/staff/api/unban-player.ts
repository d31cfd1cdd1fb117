import { callApi } from '../../../lib/api-client';
import type { BanReply } from './ban-player';
import { useStaffMutation } from './staff-mutation';

/** POST /staff/players/:accountId/unban, with the staff member's reason when given. */
export async function unbanPlayer({ accountId, reason }: { accountId: number; reason?: string }): Promise<BanReply> {
  const { data } = await callApi('POST /staff/players/:accountId/unban', {
    path: { accountId },
    body: reason ? { reason } : {},
  });
  return data;
}

export const useUnbanPlayer = () => useStaffMutation(unbanPlayer);
