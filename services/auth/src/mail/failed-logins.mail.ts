import type { MailJob } from '@henesys/contracts';
import { escapeHtml } from '../password-reset/reset-tokens';
import { formatUtc } from './format-utc';

export interface FailedLoginsFacts {
  to: string;
  username: string;
  failures: number;
  lastIp: string;
  at: Date;
}

/** To the owner when wrong passwords or two-factor codes for the account pile up within an hour. */
export function failedLoginsMail({ to, username, failures, lastIp, at }: FailedLoginsFacts): MailJob {
  const what = `${failures} failed attempts to log in to your account within the last hour (wrong passwords or two-factor codes), the last from ${lastIp} at ${formatUtc(at)}`;
  const advice =
    'If that was not you, someone may be guessing your password: choose a strong one you use nowhere else (it is also your game password), and turn on two-factor authentication. Further attempts now have to wait, longer after each failure.';
  return {
    to,
    subject: 'Henesys: failed login attempts on your account',
    text: `Hi ${username},\n\nThere were ${what}.\n\n${advice}\n`,
    html: `<p>Hi ${escapeHtml(username)},</p><p>There were ${escapeHtml(what)}.</p><p>${escapeHtml(advice)}</p>`,
  };
}
