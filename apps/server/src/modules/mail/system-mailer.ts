import type { MailAddress } from '@platfox/domain';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../platform/db';
import type { Mail, Mailer } from '../../platform/mail';
import { onFirstUse } from '../../platform/on-first-use';
import type { PasswordBox } from './sealed';
import { mailConfig, sentMails, type MailConfigRow } from './tables';

const nodemailer = onFirstUse<typeof Nodemailer>('nodemailer');

/** How long a process trusts its copy of the configuration before reading it again. */
const REFRESH_MS = 30_000;

export type SmtpTarget = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
};

/** A transport to an SMTP server, with bounded waits so a dead server fails a send, not hangs. */
export const smtpTransport = (target: SmtpTarget): Transporter =>
  nodemailer().createTransport({
    host: target.host,
    port: target.port,
    secure: target.secure,
    ...(target.user ? { auth: { user: target.user, pass: target.password } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

/** The main active address of a key's list: GENERAL_MAIL's is the sender of every mail. */
export const mainAddress = (list: readonly MailAddress[]): string | null =>
  list.find((one) => one.isMain && one.isActive)?.email ?? null;

type Route = { sender: string | null; transport: Transporter | null };

/**
 * The app's mailer: every mail goes out through the admin's SMTP server when one is configured
 * (/a/config-send-mails), else through the deployment's (SMTP_URL or the outbox), from
 * GENERAL_MAIL's main address when set; each delivery ends in a row of `sent_mails` (SENT, or
 * FAILED with the error, which is also thrown to the caller).
 *
 * The configuration is a copy kept in the process and read again at a save here and, for other
 * processes, at most 30 s after a change (read in the background, so a send never waits on it and
 * the deployment's mailer is handed the mail in the same tick, as before).
 */
export class SystemMailer implements Mailer {
  private route: Route = { sender: null, transport: null };
  private loadedAt = 0;
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly inner: Mailer,
    private readonly db: Db,
    private readonly box: PasswordBox,
  ) {}

  /** Reads the configuration now (at start-up and after a save). */
  async refresh(): Promise<void> {
    const [row] = await this.db.select().from(mailConfig).limit(1);
    this.use(row);
  }

  use(row: MailConfigRow | undefined): void {
    this.route.transport?.close();
    this.loadedAt = Date.now();
    if (!row) {
      this.route = { sender: null, transport: null };
      return;
    }
    const password = this.passwordOf(row.smtpPasswordSealed);
    this.route = {
      sender: mainAddress(row.generalMail),
      transport: row.smtpHost
        ? smtpTransport({
            host: row.smtpHost,
            port: row.smtpPort,
            secure: row.smtpSecure,
            user: row.smtpUser,
            password,
          })
        : null,
    };
  }

  /**
   * A password sealed under another key (STORE_CREDENTIALS_KEY changed) reads as none: the server
   * then refuses the login and each mail is recorded FAILED with its words, while the app starts.
   */
  private passwordOf(sealed: string | null): string {
    if (!sealed) return '';
    try {
      return this.box.open(sealed);
    } catch {
      return '';
    }
  }

  private refreshSoon(): void {
    if (Date.now() - this.loadedAt < REFRESH_MS || this.refreshing) return;
    // A failed read keeps the old copy; the next send tries again.
    this.refreshing = this.refresh()
      .catch(() => undefined)
      .finally(() => (this.refreshing = undefined));
  }

  send(mail: Mail): Promise<void> {
    this.refreshSoon();
    const { kind = 'OTHER', sentBy, from, refId, ...content } = mail;
    const sender = from ?? this.route.sender;
    const { transport } = this.route;
    const delivery = transport
      ? transport.sendMail({ ...content, from: sender ?? undefined }).then(() => undefined)
      : this.inner.send(sender ? { ...content, from: sender } : content);
    const record = (status: 'SENT' | 'FAILED', error: string | null) =>
      this.db.insert(sentMails).values({
        ...content,
        kind,
        status,
        error,
        sentBy: sentBy ?? null,
        refId: refId ?? null,
      });
    return delivery.then(
      async () => {
        await record('SENT', null);
      },
      async (error: unknown) => {
        await record('FAILED', error instanceof Error ? error.message : String(error)).catch(
          () => undefined,
        );
        throw error;
      },
    );
  }
}
