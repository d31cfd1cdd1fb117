/**
 * SPEC §8 'Admin donations': the texts the Donations Manager writes itself. The success toasts of a
 * status change are the server's reply (`message`), so they are not repeated here.
 */
export const ADMIN_DONATION_MESSAGES = {
  tokenMissing: 'Authentication token missing. Please log in again.',
  accessDenied: 'Access denied. You may not have permission to view donations or your session has expired.',
  authenticationFailed: 'Authentication failed. Please log in again.',
  loadFailed: (status: number | string) => `Failed to load donation requests (${status}). Please try again later.`,
  noConnection: 'Failed to connect to the server. Please check your network connection.',
  statusUpdateFailed: 'Failed to update status',
  retryFailed: 'Failed to retry delivery',
  copied: 'Transaction code copied to clipboard',
  copyFailed: 'Failed to copy to clipboard',
  noDonations: 'No donation requests found.',
  cancelledByPlayer: 'Cancelled by player',
  giftCardCodeMissing: 'No gift card code was submitted for this donation. Complete it anyway?',
  heldOutOfFilter: 'No longer matches the filter: Refresh to hide it.',
  noMatches: (search: string) => `No donation requests match "${search}".`,
} as const;
