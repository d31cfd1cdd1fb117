import type { StaffBanRequest, StaffBanState } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { useStaffMutation } from './staff-mutation';

export interface BanReply {
  message: string;
  ban: StaffBanState;
}

/** POST /staff/players/:accountId/ban: applies at the player's next game login (a report it answers is marked Actioned). */
export async function banPlayer({ accountId, ban }: { accountId: number; ban: StaffBanRequest }): Promise<BanReply> {
  const { data } = await api.post<BanReply>(`/staff/players/${accountId}/ban`, ban);
  return data;
}

export const useBanPlayer = () => useStaffMutation(banPlayer);
