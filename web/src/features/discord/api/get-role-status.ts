import { useQuery } from '@tanstack/react-query';
import type { RoleStatus } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/failure';
import { discordQueryKeys } from './query-keys';

/** SPEC §7 GET /discord/role-status: Early Supporter eligibility and whether it is assigned. */
export async function getRoleStatus(): Promise<RoleStatus> {
  const { data } = await api.get<RoleStatus>('/discord/role-status');
  return requireSuccess(data);
}

export function useRoleStatus() {
  return useQuery({ queryKey: discordQueryKeys.roleStatus, queryFn: getRoleStatus });
}
