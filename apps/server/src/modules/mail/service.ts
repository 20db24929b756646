import type {
  ComposeMailBody,
  MailConfig,
  MailConfigBody,
  SentMailRecord,
  TestMailBody,
} from '@platfox/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import { composeMail, type Mailer } from '../../platform/mail';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import type { PasswordBox } from './sealed';
import { mainAddress, smtpTransport, type SystemMailer } from './system-mailer';
import { mailConfig, sentMails, type MailConfigRow } from './tables';
const { users } = accountsReadModel;

const EMPTY: Omit<MailConfigRow, 'updatedAt'> & { updatedAt: Date | null } = {
  id: 1,
  generalMail: [],
  receiveExportMails: [],
  supportMail: [],
  smtpHost: '',
  smtpPort: 587,
  smtpSecure: false,
  smtpUser: '',
  smtpPasswordSealed: null,
  updatedBy: null,
  updatedAt: null,
};

/** The mail configuration, the test send, the record of sent mails and an admin's own mail. */
export class MailService {
  constructor(
    private readonly db: Db,
    private readonly box: PasswordBox,
    private readonly system: SystemMailer,
    /** The app's mailer (in the background): an admin's own mails go out through it. */
    private readonly mailer: Mailer,
    /** The deployment's sender (MAIL_FROM), while GENERAL_MAIL has no main address. */
    private readonly defaultSender: string,
  ) {}

  private async row(): Promise<typeof EMPTY> {
    const [row] = await this.db.select().from(mailConfig).limit(1);
    return row ?? EMPTY;
  }

  private async emailOf(id: string | null): Promise<string | null> {
    if (!id) return null;
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    return row?.email ?? null;
  }

  private async view(row: typeof EMPTY): Promise<MailConfig> {
    return {
      addresses: {
        GENERAL_MAIL: row.generalMail,
        RECEIVE_EXPORT_MAILS: row.receiveExportMails,
        SUPPORT_MAIL: row.supportMail,
      },
      smtp: {
        host: row.smtpHost,
        port: row.smtpPort,
        secure: row.smtpSecure,
        user: row.smtpUser,
        hasPassword: row.smtpPasswordSealed !== null,
      },
      sender: mainAddress(row.generalMail) ?? this.defaultSender,
      updatedAt: row.updatedAt?.toISOString() ?? null,
      updatedByEmail: await this.emailOf(row.updatedBy),
    };
  }

  async read(): Promise<MailConfig> {
    return this.view(await this.row());
  }

  /** The password the form means: the one typed, or (left empty on the form) the stored one. */
  private passwordFor(given: string | undefined, stored: string | null): string {
    if (given !== undefined) return given;
    return stored ? this.box.open(stored) : '';
  }

  async save(actor: Actor, body: MailConfigBody): Promise<MailConfig> {
    const before = await this.row();
    const sealed =
      body.smtp.password === undefined
        ? before.smtpPasswordSealed
        : body.smtp.password === ''
          ? null
          : this.box.seal(body.smtp.password);
    const values = {
      generalMail: body.addresses.GENERAL_MAIL,
      receiveExportMails: body.addresses.RECEIVE_EXPORT_MAILS,
      supportMail: body.addresses.SUPPORT_MAIL,
      smtpHost: body.smtp.host,
      smtpPort: body.smtp.port,
      smtpSecure: body.smtp.secure,
      smtpUser: body.smtp.user,
      smtpPasswordSealed: sealed,
      updatedBy: actor.id,
      updatedAt: new Date(),
    };
    const [row] = await this.db
      .insert(mailConfig)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: mailConfig.id, set: values })
      .returning();
    this.system.use(row);
    return this.view(row!);
  }

  /**
   * A real send through the form's SMTP settings, waited for: the admin learns now whether the
   * server took it (its answer), or why not (400 with the server's words). Recorded like any mail.
   */
  async test(
    actor: Actor,
    body: TestMailBody,
  ): Promise<{ to: string; response: string; sentMailId: string }> {
    const before = await this.row();
    if (!body.smtp.host) {
      throw badRequest('Enter the SMTP host to test', {
        'smtp.host': 'Enter the SMTP host to test',
      });
    }
    const mail = composeMail({
      to: body.to,
      subject: 'Test mail',
      name: body.to,
      paragraphs: [
        `This test mail was sent through ${body.smtp.host}:${body.smtp.port}.`,
        'If you can read it, the SMTP settings work.',
      ],
    });
    const from = mainAddress(before.generalMail) ?? this.defaultSender;
    const transport = smtpTransport({
      ...body.smtp,
      password: this.passwordFor(body.smtp.password, before.smtpPasswordSealed),
    });
    const record = (status: 'SENT' | 'FAILED', error: string | null) =>
      this.db
        .insert(sentMails)
        .values({ ...mail, kind: 'TEST', status, error, sentBy: actor.id })
        .returning({ id: sentMails.id });
    try {
      const info = await transport.sendMail({ ...mail, from });
      const [row] = await record('SENT', null);
      return { to: body.to, response: String(info.response ?? ''), sentMailId: row!.id };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await record('FAILED', message);
      throw badRequest(`The SMTP server did not take the mail: ${message}`, {
        'smtp.host': message,
      });
    } finally {
      transport.close();
    }
  }

  async sentMail(id: string): Promise<SentMailRecord> {
    const [row] = await this.db
      .select({ mail: sentMails, sentByEmail: users.email })
      .from(sentMails)
      .leftJoin(users, eq(users.id, sentMails.sentBy))
      .where(eq(sentMails.id, id));
    if (!row) throw notFound();
    const { mail } = row;
    return {
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      kind: mail.kind,
      status: mail.status,
      error: mail.error,
      text: mail.text,
      html: mail.html,
      sentByEmail: row.sentByEmail,
      createdAt: mail.createdAt.toISOString(),
    };
  }

  /**
   * An admin's own mail: one mail to each address and to each active (not blocked, not deleted)
   * account of the chosen types, each recorded when its delivery ends.
   */
  async compose(actor: Actor, body: ComposeMailBody): Promise<{ recipients: number }> {
    const accounts =
      body.toUserTypes.length === 0
        ? []
        : await this.db
            .select({ email: users.email, name: users.firstName })
            .from(users)
            .where(
              and(
                inArray(users.type, body.toUserTypes),
                notInArray(users.status, ['BLOCKED', 'DELETED']),
              ),
            );
    const recipients = new Map<string, string>();
    for (const email of body.to) recipients.set(email.toLowerCase(), email);
    for (const account of accounts) recipients.set(account.email.toLowerCase(), account.name);
    for (const [email, name] of recipients) {
      const mail = composeMail({
        to: email,
        subject: body.subject,
        name: name || email,
        paragraphs: body.message
          .split(/\n{2,}/)
          .map((one) => one.trim())
          .filter(Boolean),
      });
      await this.mailer.send({ ...mail, kind: 'ADMIN_MESSAGE', sentBy: actor.id });
    }
    return { recipients: recipients.size };
  }
}
