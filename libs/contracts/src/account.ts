import type { ActivityEntry } from './activity';
import type { CharacterToolSettings } from './character-tools';

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

/**
 * What a sensitive change (email, turning two-factor or the IP lock off, unlinking Discord) asks for,
 * so a stolen session alone cannot take the account: the current password, and the authenticator's
 * code when two-factor is on.
 */
export interface IdentityProof {
  currentPassword?: string;
  twoFactorCode?: string;
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
  /** NX granted (votes, donations) that waits for the player to log out of the game, or to take it as a coupon. */
  pendingNx: { credit: number; prepaid: number };
  /** The game has the account logged in (at the character list or in game): NX for it waits. */
  inGame: boolean;
  lastLogin: string | null;
  discord: { connected: boolean; username: string | null };
  characters: Array<{ name: string; level: number; job: string; lastPlayed: string | null }>;
  recentActivity: ActivityEntry[];
  /** The name change's price and cooldown, shown beside each character's actions. */
  characterTools?: CharacterToolSettings;
}

/** Waiting NX turned into a one-time Cash Shop coupon (typed in game: Cash Shop → Coupon). */
export interface NxCouponAnswer {
  /** 16 upper-case letters and digits. */
  code: string;
  credit: number;
  prepaid: number;
  /** ISO instant after which the game refuses the code. */
  expiresAt: string;
}

/** What the accounts service knows of an account; the gateway adds lastLogin and discord. */
export type GameAccountDetails = Omit<AccountDetails, 'lastLogin' | 'discord'>;

export const TWO_FACTOR_BACKUP_CODE_COUNT = 10;
