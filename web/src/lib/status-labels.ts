import type { AccountDetails, ArticleStatus, DonationStatus, ReportStatus, StaffGrant } from '@henesys/contracts';

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

/** Where a staff grant's NX went, as the grant's outcome line says it ('Sent: 5 000 NX Credit (on the account now)'). */
export const GRANT_NX_DELIVERY_LABELS: Record<StaffGrant['delivery']['nx'], string> = {
  waiting: 'waits for the player to log out',
  applied: 'on the account now',
  coupon: 'a Cash Shop coupon for the player',
  none: 'not sent',
};

/** An article's status in the admin page: 'inactive' is a draft players do not see. */
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  active: 'Published',
  completed: 'Completed',
  inactive: 'Draft',
  archived: 'Archived',
};
