import type { SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { useContentMutation } from './use-content-mutation';

/** PUT /api/admin/content/maintenance: the switch the server status widget reports. */
export async function setMaintenance(maintenance: boolean): Promise<SuccessMessage & { maintenance: boolean }> {
  const { data } = await api.put<SuccessMessage & { maintenance: boolean }>('/admin/content/maintenance', {
    maintenance,
  });
  return data;
}

export const useSetMaintenance = () => useContentMutation(setMaintenance);
