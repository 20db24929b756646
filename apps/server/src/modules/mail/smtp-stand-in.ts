import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the stand-in took: the envelope, the login used and the raw message. */
export type ReceivedMail = { from: string; to: string[]; user: string | undefined; raw: string };

/**
 * The tests' SMTP server (test code): a real SMTP server on loopback, plain (no STARTTLS, so no
 * certificate to trust), asking for a login and refusing any but `user`/`password`, and refusing
 * recipients at `refused.example.com` as a server refuses an unknown mailbox.
 */
export async function startSmtpStandIn(credentials = { user: 'mailer', password: 'smtp-secret' }) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example.com')) {
        callback(new Error('Mailbox unavailable'));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((one) => one.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    credentials,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
