import type { AccountDetails, ArticleStatus, DonationStatus, ReportStatus } from '@henesys/contracts';

/**
 * Every state the site shows, in the words it shows it: one place, so the dashboard, the Donations
 * Manager and the staff console never name one state two ways.
 */
export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** 'pending' → 'Pending' (the server's 'Status updated to {Status}' uses the same words); an unknown status as it came. */
export function donationStatusLabel(status: string): string {
  return Object.hasOwn(DONATION_STATUS_LABELS, status) ? DONATION_STATUS_LABELS[status as DonationStatus] : status;
}

export const ACCOUNT_STATUS_LABELS: Record<AccountDetails['status'], string> = { active: 'Active', banned: 'Banned' };

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Actioned',
};

/** An article's status in the admin page: 'inactive' is a draft players do not see. */
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  active: 'Published',
  completed: 'Completed',
  inactive: 'Draft',
  archived: 'Archived',
};
