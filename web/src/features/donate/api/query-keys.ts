/**
 * Under the player's ['user', 'donations'] prefix (the dashboard list of features/donations uses it
 * too): a submit here, or a cancel there, refreshes both.
 */
export const donateKeys = {
  donations: ['user', 'donations'] as const,
  pendingCount: ['user', 'donations', 'pending-count'] as const,
  /** The dashboard's Recent Activity (features/dashboard) records each request. */
  accountDetails: ['user', 'account-details'] as const,
};
