import type { ArticleCategory, ArticleStatus } from '@henesys/contracts';

/** How each status reads in the admin page: 'inactive' is a draft players do not see. */
export const STATUS_LABEL: Record<ArticleStatus, string> = {
  active: 'Published',
  completed: 'Completed',
  inactive: 'Draft',
  archived: 'Archived',
};

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
