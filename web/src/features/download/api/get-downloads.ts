import { useQuery } from '@tanstack/react-query';
import type { ClientDownload, DownloadsResponse } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/downloads: the full client from the server's CLIENT_DOWNLOAD_* settings, or null while none is set. */
export async function getClientDownload(): Promise<ClientDownload | null> {
  const { data } = await api.get<DownloadsResponse>('/downloads');
  return data?.client ?? null;
}

export function useClientDownload() {
  return useQuery({ queryKey: ['downloads', 'client'], queryFn: getClientDownload, staleTime: 5 * 60_000 });
}
