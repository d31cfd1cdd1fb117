/**
 * SPEC §8 'Dashboard and settings' fallbacks of the settings page, shown when the server gives no
 * message of its own. (Candidates for MESSAGES of @henesys/contracts: the servers never send them.)
 */
export const SETTINGS_MESSAGES = {
  twoFactorStatusFailed: 'Failed to fetch 2FA status. Please try again.',
  twoFactorGenerateFailed: 'Failed to generate 2FA QR code',
  twoFactorVerifyFailed: 'Failed to verify 2FA code',
  backupCodesFailed: 'Failed to regenerate backup codes',
  twoFactorDisableFailed: 'Failed to disable 2FA',
  securitySettingsUnsuccessful: 'Failed to retrieve security settings',
  securitySettingsFailed: 'An error occurred while fetching security settings',
  securitySettingUpdateFailed: 'Failed to update security settings. Please try again later.',
  profileUnsuccessful: 'Failed to update profile',
  profileFailed: 'An error occurred while updating your profile',
  passwordUnsuccessful: 'Failed to update password',
  passwordFailed: 'An error occurred while changing your password',
  // Not in SPEC §8: the profile did not load for the Personal Information card.
  profileLoadFailed: 'Failed to load your profile',
} as const;
