import { callApi } from '../../../lib/api-client';
import { useStaffMutation } from './staff-mutation';

/** POST /staff/players/:accountId/sessions/end: logs the player out of the site everywhere. */
export async function endSessions(accountId: number): Promise<{ message: string }> {
  const { data } = await callApi('POST /staff/players/:accountId/sessions/end', { path: { accountId } });
  return data;
}

export const useEndSessions = () => useStaffMutation(endSessions);
