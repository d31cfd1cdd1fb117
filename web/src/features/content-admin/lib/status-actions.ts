import type { ArticleCategory, ArticleStatus } from '@henesys/contracts';
import { ARTICLE_STATUS_LABELS } from '../../../lib/status-labels';

/** How each status reads in the admin page (lib/status-labels.ts). */
export const STATUS_LABEL = ARTICLE_STATUS_LABELS;

export interface StatusAction {
  label: string;
  to: ArticleStatus;
}

/**
 * The status buttons of an article: publish a draft, unpublish what players see, mark an ongoing
 * event completed, archive anything not archived, and restore an archived one as a draft.
 */
export function statusActions(status: ArticleStatus, category: ArticleCategory): StatusAction[] {
  const archive: StatusAction = { label: 'Archive', to: 'archived' };
  switch (status) {
    case 'inactive':
      return [{ label: 'Publish', to: 'active' }, archive];
    case 'active':
      return [
        { label: 'Unpublish', to: 'inactive' },
        ...(category === 'event' ? [{ label: 'Mark completed', to: 'completed' as const }] : []),
        archive,
      ];
    case 'completed':
      return [{ label: 'Unpublish', to: 'inactive' }, archive];
    case 'archived':
      return [{ label: 'Restore as draft', to: 'inactive' }];
  }
}
