/** The accounts service's activity log is fed through this durable queue. */
export const ACTIVITY_QUEUE = 'activity';

export type ActivityType =
  | 'login'
  | 'register'
  | 'password-change'
  | 'password-reset'
  | 'profile-update'
  | 'two-factor'
  | 'ip-lock'
  | 'vote'
  | 'donation'
  | 'donation-status'
  | 'reward'
  | 'nx-coupon'
  | 'discord'
  | 'staff-gift'
  | 'character-rename'
  | 'character-move';

export interface ActivityJob {
  /** The account name (website username = game account name): every producer knows it. */
  account: string;
  type: ActivityType;
  details: string;
  /** ISO time of the event. */
  at: string;
}

export interface ActivityEntry {
  type: ActivityType;
  details: string;
  date: string;
}
