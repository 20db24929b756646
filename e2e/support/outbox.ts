import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/** A mail as the server's outbox mailer writes it (DATA_DIR/outbox/<name>.json). */
export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

async function readOutbox(): Promise<OutboxMail[]> {
  const folder = path.join(inject('dataDir'), 'outbox');
  const names = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(
        async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as OutboxMail,
      ),
  );
  return mails;
}

/**
 * The latest mail to an address whose subject matches, waiting for it: the server sends mail in
 * the background, after it has answered. `since` skips older mails (another journey's PIN to the
 * same demo account would otherwise do).
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
  since?: Date,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox())
      .filter((candidate) => candidate.to === to && subject.test(candidate.subject))
      .filter((candidate) => !since || Date.parse(candidate.createdAt) >= since.getTime())
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject.source}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The path and query of the first link in a mail that goes to `pathPrefix`. Links are built from the
 * server's PUBLIC_URL, whose host may differ from the one the journey browses, so only the path is kept.
 */
export function linkIn(mail: OutboxMail, pathPrefix: string): string {
  for (const [match] of mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(match);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no ${pathPrefix} link in the mail "${mail.subject}"`);
}
