import { useQueryClient } from '@tanstack/react-query';

export const contentAdminKeys = {
  all: ['content-admin'] as const,
  list: ['content-admin', 'list'] as const,
  audit: ['content-admin', 'audit'] as const,
  preview: (markdown: string) => ['content-admin', 'preview', markdown] as const,
};

/** The public news answer's key (features/news): refreshed after every edit so home shows it at once. */
const NEWS_KEY = ['news'] as const;

/** After any change: the lists, the audit trail and the public news are stale. */
export function useInvalidateContent(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: contentAdminKeys.list }),
      queryClient.invalidateQueries({ queryKey: contentAdminKeys.audit }),
      queryClient.invalidateQueries({ queryKey: NEWS_KEY }),
    ]);
  };
}
