/** Mail is sent from a durable queue, once per business key (the reset id, say). */
export const MAIL_QUEUE = 'mail';

export interface MailJob {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** BullMQ job ids may not contain ':'; ours are the business key's parts joined by dots. */
export function bullJobId(...parts: Array<string | number>): string {
  return parts.map((part) => String(part).replace(/:/g, '.')).join('.');
}
