import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text alternative (always sent). */
  text: string;
  /** The branded HTML (./layout.ts renderMail gives both). */
  html?: string;
  /** Images the HTML shows by cid: (the logo mark). */
  attachments?: Array<{ filename: string; content: Buffer; cid: string; contentType: string; contentDisposition?: 'inline' }>;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe on notifications). Every mail also carries Auto-Submitted (AUTOMATIC_HEADERS). */
  headers?: Record<string, string>;
}

/**
 * Every mail the product sends is written by a machine (RFC 3834): auto-responders do not answer
 * it and vacation replies are not sent back to it.
 */
export const AUTOMATIC_HEADERS = { 'Auto-Submitted': 'auto-generated' } as const;

const withHeaders = (message: MailMessage) => ({ ...message, headers: { ...AUTOMATIC_HEADERS, ...message.headers } });

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'files'. */
  kind: 'smtp' | 'files';
  describe: string;
  send(message: MailMessage): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
}

/** Default: one .eml file per message under DATA_DIR/mail, plus a log line with the first link. */
export function createFileMailer(dir: string, from: string, log?: Log): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    kind: 'files',
    describe: `files in ${dir}`,
    async send(message) {
      const info = await transport.sendMail({ from, ...withHeaders(message) });
      mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(dir, `${stamp}-${String(++counter).padStart(4, '0')}-${safeTo}.eml`);
      writeFileSync(file, info.message as Buffer);
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      log?.info({ to: message.to, subject: message.subject, file, link }, 'mail written to file');
    },
  };
}

export function createSmtpMailer(url: string, from: string, log?: Log): Mailer {
  const transport = nodemailer.createTransport(url);
  const safe = new URL(url);
  safe.password = '';
  return {
    kind: 'smtp',
    describe: `SMTP ${safe.host}`,
    async send(message) {
      await transport.sendMail({ from, ...withHeaders(message) });
      log?.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
  };
}

export function createMailer(opts: { smtpUrl?: string; dir: string; from: string; log?: Log }): Mailer {
  return opts.smtpUrl ? createSmtpMailer(opts.smtpUrl, opts.from, opts.log) : createFileMailer(opts.dir, opts.from, opts.log);
}
