import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SMTPServer as SmtpServerType } from 'smtp-server';
import { freePort } from './free-port';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The decoded message (headers and bodies), for reading links out of it. */
  text: string;
  receivedAt: Date;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read our own mails' links. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A local SMTP server that accepts every mail and keeps it: the single-host run prints each one and
 * saves it under .data/mail; tests read them. Never exposed beyond 127.0.0.1.
 */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private readonly waiters: Array<() => void> = [];

  private constructor(
    private readonly server: SmtpServerType,
    readonly port: number,
  ) {}

  static async start(options: { onMail?: (mail: CaughtMail, raw: string) => void } = {}): Promise<MailCatcher> {
    // smtp-server is a development dependency: only the run command and the tests need it.
    const { SMTPServer } = require('smtp-server') as typeof import('smtp-server');
    const port = await freePort();
    const holder: { catcher?: MailCatcher } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const text = decodeQuotedPrintable(raw);
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject,
            text,
            receivedAt: new Date(),
          };
          holder.catcher?.receive(mail, raw, options.onMail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    holder.catcher = new MailCatcher(server, port);
    return holder.catcher;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The first mail to `address` matching `filter`, waiting up to `timeoutMs` for it. */
  async waitFor(
    address: string,
    filter: (mail: CaughtMail) => boolean = () => true,
    timeoutMs = 15_000,
  ): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find((mail) => mail.to.includes(address.toLowerCase()) && filter(mail));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail to ${address} within ${timeoutMs} ms (${this.mails.length} caught)`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private receive(mail: CaughtMail, raw: string, onMail?: (mail: CaughtMail, raw: string) => void): void {
    mail.to = mail.to.map((address) => address.toLowerCase());
    this.mails.push(mail);
    onMail?.(mail, raw);
    this.waiters.splice(0).forEach((wake) => wake());
  }
}

/** What the run command does with each mail: print where it went and its links; keep the .eml. */
export function printAndKeep(directory: string, print: (line: string) => void) {
  mkdirSync(directory, { recursive: true });
  return (mail: CaughtMail, raw: string): void => {
    const file = join(directory, `${mail.receivedAt.toISOString().replace(/[:.]/g, '-')}.eml`);
    writeFileSync(file, raw);
    const links = [...new Set(mail.text.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
    print(`Mail to ${mail.to.join(', ')}: "${mail.subject}" (${file})`);
    for (const link of links) print(`  ${link}`);
  };
}
