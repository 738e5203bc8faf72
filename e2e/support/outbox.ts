/**
 * The mails the API "sends": one JSON file per mail in OUTBOX_DIR,
 * {to, subject, text, html, link, created_at} (api/src/mail/mailer.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { outboxDir } from './env';

export type OutboxMail = { to: string; subject: string; text: string; html: string; link?: string; created_at: string };

async function readOutbox(): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(path.join(outboxDir(), name), 'utf8')) as OutboxMail),
  );
  return mails.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** The newest mail sent to `address`, or null. */
export async function latestOutboxMail(address: string): Promise<OutboxMail | null> {
  const forAddress = (await readOutbox()).filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
  return forAddress.at(-1) ?? null;
}

/**
 * Waits for a mail to `address` created after `since` (the mail is written after the answer),
 * as long as an expectation waits unless told otherwise.
 */
export async function waitForOutboxMail(address: string, since: Date, timeoutMs?: number): Promise<OutboxMail> {
  let found: OutboxMail | null = null;
  await expect
    .poll(
      async () => {
        const mail = await latestOutboxMail(address);
        found = mail && Date.parse(mail.created_at) >= since.getTime() - 1_000 ? mail : null;
        return found !== null;
      },
      { message: `a mail to ${address} in ${outboxDir()}`, timeout: timeoutMs },
    )
    .toBe(true);
  return found!;
}
