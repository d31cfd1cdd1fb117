import type { StaffGrant, StaffGrantRequest } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { useStaffMutation } from './staff-mutation';

/** POST /staff/grants (admins only): the same key delivers once, however often it is sent. */
export async function sendGrant(grant: StaffGrantRequest): Promise<StaffGrant> {
  const { data } = await callApi('POST /staff/grants', { body: grant });
  return data;
}

export const useSendGrant = () => useStaffMutation(sendGrant);
