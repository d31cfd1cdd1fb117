import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The avatar image services the server is configured with (AVATAR_URL_TEMPLATE_1..3), tried in turn. */
export async function getAvatarTemplates(): Promise<string[]> {
  const { data } = await callApi('GET /rankings/avatar-templates');
  return Array.isArray(data.templates) ? data.templates.filter((template) => typeof template === 'string') : [];
}

/** Read once per visit; without it every avatar is the name's first letter. */
export function useAvatarTemplates() {
  return useQuery({
    queryKey: ['rankings', 'avatar-templates'],
    queryFn: getAvatarTemplates,
    staleTime: Infinity,
    retry: 1,
  });
}
