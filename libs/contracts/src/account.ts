import type { ActivityEntry } from './activity';

export const SECURITY_FEATURES = ['Two-Factor Authentication', 'IP Restriction'] as const;
export type SecurityFeature = (typeof SECURITY_FEATURES)[number];

/** SPEC §3 'Security settings'. */
export interface SecuritySettings {
  ipRestriction: { enabled: boolean; allowedIp: string | null };
  twoFactorAuthentication: { enabled: boolean };
}

export interface TwoFactorSetup {
  secret: string;
  qrCodeDataURL: string;
}

export interface BackupCodesAnswer {
  success: true;
  message: string;
  backupCodes: string[];
}

export interface SuccessMessage {
  success: true;
  message: string;
}

/** SPEC §3 'Account details'. */
export interface AccountDetails {
  status: 'active' | 'banned';
  banExpiration: string | null;
  nxCash: number;
  nxPrepaid: number;
  lastLogin: string | null;
  discord: { connected: boolean; username: string | null };
  characters: Array<{ name: string; level: number; job: string; lastPlayed: string | null }>;
  recentActivity: ActivityEntry[];
}

/** What the accounts service knows of an account; the gateway adds lastLogin and discord. */
export type GameAccountDetails = Omit<AccountDetails, 'lastLogin' | 'discord'>;

export const TWO_FACTOR_BACKUP_CODE_COUNT = 10;
