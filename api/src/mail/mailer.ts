/**
 * Outgoing mail: through SMTP (nodemailer) when SMTP_URL is set, otherwise one JSON file per
 * mail in OUTBOX_DIR, which the end-to-end tests read to follow password-reset links.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about (kept apart so tests need not parse the body). */
  link?: string;
};

export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
};

/** The file an outbox mail is written to: `{to, subject, text, html, link, created_at}`. */
export type OutboxFile = OutgoingMail & { created_at: string };

export function createOutboxMailer(outboxDir: string): Mailer {
  return {
    async send(mail) {
      await fs.mkdir(outboxDir, { recursive: true });
      const createdAt = new Date().toISOString();
      // Time first so that a plain name sort is a time sort; the random part avoids collisions.
      const name = `${createdAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const file: OutboxFile = { ...mail, created_at: createdAt };
      await fs.writeFile(path.join(outboxDir, name), `${JSON.stringify(file, null, 2)}\n`, { flag: 'wx' });
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

export function createMailer(options: { smtpUrl?: string; mailFrom: string; outboxDir: string }): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.mailFrom) : createOutboxMailer(options.outboxDir);
}

/** Newest outbox mail sent to an address (used by the tests). */
export async function newestOutboxMail(outboxDir: string, to: string): Promise<OutboxFile | null> {
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch {
    return null;
  }
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await fs.readFile(path.join(outboxDir, name), 'utf8')) as OutboxFile),
  );
  const forAddress = mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
  forAddress.sort((a, b) => a.created_at.localeCompare(b.created_at));
  return forAddress.at(-1) ?? null;
}
