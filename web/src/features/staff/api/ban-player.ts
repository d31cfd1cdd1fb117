import type { StaffBanReply, StaffBanRequest } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { useStaffMutation } from './staff-mutation';

export type BanReply = StaffBanReply;

/** POST /staff/players/:accountId/ban: applies at the player's next game login (a report it answers is marked Actioned). */
export async function banPlayer({ accountId, ban }: { accountId: number; ban: StaffBanRequest }): Promise<BanReply> {
  const { data } = await callApi('POST /staff/players/:accountId/ban', { path: { accountId }, body: ban });
  return data;
}

export const useBanPlayer = () => useStaffMutation(banPlayer);
