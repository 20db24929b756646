import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SentMailKind } from '@platfox/domain';
import type { FastifyBaseLogger } from 'fastify';
import type Nodemailer from 'nodemailer';
import type { Config } from '../config';
import { onFirstUse } from './on-first-use';

const nodemailer = onFirstUse<typeof Nodemailer>('nodemailer');

export const PRODUCT_NAME = 'Platfox';

/**
 * One mail: every mail has a plain-text and an HTML part. `kind` says what it was for in the
 * record of sent mails (/a/emails; 'OTHER' when absent), `from` replaces the deployment's sender
 * (the admin's GENERAL_MAIL), `sentBy` is the admin whose action sent it.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind?: SentMailKind;
  from?: string;
  sentBy?: string;
  /** What the mail was sent for (an event's mail names the event): a retried run skips those sent. */
  refId?: string;
};

export type Mailer = {
  /** Resolves once the mail is delivered (written to the outbox, accepted by the SMTP server). */
  send: (mail: Mail) => Promise<void>;
};

export type SentMail = Mail & { createdAt: string };

/** The tests' mailer: keeps every mail in memory, in the order sent. */
export class MemoryMailer implements Mailer {
  readonly sent: SentMail[] = [];

  async send(mail: Mail): Promise<void> {
    this.sent.push({ ...mail, createdAt: new Date().toISOString() });
  }

  /** The mails sent to one address, oldest first. */
  to(address: string): SentMail[] {
    return this.sent.filter((mail) => mail.to === address);
  }

  /** The latest mail to an address; fails loudly when there is none. */
  last(address: string): SentMail {
    const mail = this.to(address).at(-1);
    if (!mail) throw new Error(`no mail was sent to ${address}`);
    return mail;
  }
}

/**
 * A reader never sees a file half-written: the content goes to a temporary name (which no reader
 * looks for) and is renamed into place, which is atomic within one folder.
 */
export async function writeAtomically(file: string, content: string | Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/**
 * Without SMTP_URL every mail is written to a folder: `<timestamp>-<random>.json` with
 * {to, subject, text, html, createdAt} for programs, and the same name `.eml` (the raw message)
 * for a mail client.
 */
export function createOutboxMailer(folder: string, from: string): Mailer {
  // Made with the first mail, so a start that sends none never loads nodemailer.
  const compose = () => nodemailer().createTransport({ streamTransport: true, buffer: true });
  let composer: ReturnType<typeof compose> | undefined;
  return {
    send: async (mail) => {
      const createdAt = new Date();
      composer ??= compose();
      const info = await composer.sendMail({ from, ...mail });
      const name = `${createdAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await mkdir(folder, { recursive: true });
      // The .eml first: whoever watches for .json files finds the raw message already there.
      await writeAtomically(path.join(folder, `${name}.eml`), info.message as Buffer);
      const record = { ...mail, createdAt: createdAt.toISOString() };
      await writeAtomically(path.join(folder, `${name}.json`), JSON.stringify(record, null, 2));
    },
  };
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer().createTransport(url);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** SMTP when configured, otherwise the outbox folder DATA_DIR/outbox. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom);
}

export type BackgroundMailer = Mailer & { drain: () => Promise<void> };

/**
 * Hands mails to `mailer` without waiting for delivery, so an answer's timing never tells whether
 * a mail went out (an unknown e-mail must look like a known one) and a slow SMTP server never
 * holds a request. Failures are logged; `drain` waits for what is under way (on shutdown).
 * Mail becomes a job of the queue once there is one.
 */
export function inBackground(mailer: Mailer, log: FastifyBaseLogger): BackgroundMailer {
  const pending = new Set<Promise<void>>();
  return {
    send: (mail) => {
      const delivery = mailer
        .send(mail)
        .catch((err: unknown) => log.error({ err, subject: mail.subject }, 'mail not delivered'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
      return Promise.resolve();
    },
    drain: async () => {
      await Promise.all([...pending]);
    },
  };
}

export type MailContent = {
  to: string;
  subject: string;
  /** The person's name, for the greeting. */
  name: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A closing line in small print, e.g. why the mail was sent. */
  note?: string;
  /** What the mail is for, in the record of sent mails. */
  kind?: SentMailKind;
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** A mail in the product's one layout, as plain text and as HTML with the same words. */
export function composeMail(content: MailContent): Mail {
  const greeting = `Hello ${content.name},`;
  const signature = `The ${PRODUCT_NAME} team`;
  const text = [
    greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.note ? [content.note] : []),
    signature,
  ].join('\n\n');

  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#e8590c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#666">Or open this address: ${escapeHtml(content.action.url)}</p>`
    : '';
  const note = content.note
    ? `<p style="margin:24px 0 0;font-size:12px;color:#666">${escapeHtml(content.note)}</p>`
    : '';
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;background:#f6f6f6;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#e8590c">${PRODUCT_NAME}</h1>
${paragraph(greeting)}${content.paragraphs.map(paragraph).join('')}${button}${note}
${paragraph(signature)}
</div></body></html>`;
  const mail: Mail = {
    to: content.to,
    subject: `${content.subject} | ${PRODUCT_NAME}`,
    text,
    html,
  };
  return content.kind ? { ...mail, kind: content.kind } : mail;
}
