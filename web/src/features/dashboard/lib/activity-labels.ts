import type { ActivityType } from '@henesys/contracts';

/** Friendly names of the activity log's types (ActivityType of the contracts). */
export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  login: 'Login',
  register: 'Account created',
  'password-change': 'Password changed',
  'password-reset': 'Password reset',
  'profile-update': 'Profile updated',
  'two-factor': 'Two-factor authentication',
  'ip-lock': 'IP restriction',
  vote: 'Vote',
  donation: 'Donation',
  'donation-status': 'Donation status',
  reward: 'Reward',
  'nx-coupon': 'NX coupon',
  discord: 'Discord',
  'staff-gift': 'Staff grant',
  'character-rename': 'Name change',
  'character-move': 'Moved to town',
};

/** A known type's label; a type this build does not know yet reads as words ('new-thing' → 'New thing'). */
export function activityLabel(type: string): string {
  if (Object.hasOwn(ACTIVITY_LABELS, type)) return ACTIVITY_LABELS[type as ActivityType];
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Activity';
}
