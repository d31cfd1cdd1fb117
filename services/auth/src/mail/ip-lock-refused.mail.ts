import type { MailJob } from '@henesys/contracts';
import { escapeHtml } from '../password-reset/reset-tokens';
import { formatUtc } from './format-utc';

export interface IpLockRefusedFacts {
  to: string;
  username: string;
  ip: string;
  at: Date;
  link: string;
  hours: number;
}

/** To the owner after a login with the right password from an address the IP lock refused. */
export function ipLockRefusedMail({ to, username, ip, at, link, hours }: IpLockRefusedFacts): MailJob {
  const when = formatUtc(at);
  return {
    to,
    subject: 'Henesys: a login from a new address was refused',
    text:
      `Hi ${username},\n\nSomeone logged in to your account with the right password from ${ip} at ${when}, and your IP Restriction refused it.\n\n` +
      `If that was you, open this link to allow logins from ${ip} (it works once, for ${hours} hours):\n${link}\n\n` +
      `If it was not you, someone knows your password (it is also your game password): change it now, and turn on two-factor authentication.\n`,
    html:
      `<p>Hi ${escapeHtml(username)},</p><p>Someone logged in to your account with the right password from <strong>${escapeHtml(ip)}</strong> at ${when}, and your IP Restriction refused it.</p>` +
      `<p>If that was you, <a href="${escapeHtml(link)}">allow logins from ${escapeHtml(ip)}</a> (the link works once, for ${hours} hours).</p>` +
      `<p>If it was not you, someone knows your password (it is also your game password): change it now, and turn on two-factor authentication.</p>`,
  };
}
