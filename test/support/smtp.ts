// A real SMTP server for tests (smtp-server), keeping every accepted mail parsed (mailparser). It can be
// told to refuse messages (a 451 after DATA, as a server in trouble answers) and be stopped and started
// again on the same port, to prove that the outbox keeps and retries what could not be sent.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface TestSmtp {
  port: number;
  /** smtp://user:pass@127.0.0.1:port, or smtps://… when secure */
  url: string;
  received: ParsedMail[];
  /** the user each accepted mail was sent as (undefined without AUTH), in order */
  users: (string | undefined)[];
  /** envelope recipients of each accepted mail, in order */
  recipients: string[][];
  /** while true, every message is answered with 451 after its data */
  refuse: boolean;
  /** how long each message takes to be accepted (to let two senders overlap) */
  delayMs: number;
  stop(): Promise<void>;
  /** listens again on the same port */
  restart(): Promise<void>;
}

export const SMTP_USER = 'samverka';
export const SMTP_PASS = 'hemligt-losen';

/** `secure`: TLS from the first byte (smtps://) with smtp-server's own self-signed certificate. */
export async function startTestSmtp(options: { port?: number; secure?: boolean } = {}): Promise<TestSmtp> {
  const secure = options.secure ?? false;
  let server: SMTPServer;
  const state: TestSmtp = {
    port: options.port ?? 0,
    url: '',
    received: [],
    recipients: [],
    users: [],
    refuse: false,
    delayMs: 0,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    restart: async () => {
      await listen(state.port);
    },
  };
  const listen = async (at: number) => {
    server = new SMTPServer({
      secure,
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASS) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (state.refuse) {
            const error = Object.assign(new Error('Tillfälligt fel, försök senare'), { responseCode: 451 });
            callback(error);
            return;
          }
          const recipients = session.envelope.rcptTo.map((r) => r.address);
          const user = typeof session.user === 'string' ? session.user : undefined;
          setTimeout(() => {
            simpleParser(Buffer.concat(chunks)).then(
              (parsed) => {
                state.received.push(parsed);
                state.recipients.push(recipients);
                state.users.push(user);
                callback();
              },
              (error: Error) => callback(error),
            );
          }, state.delayMs);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => resolve());
    });
    state.port = (server.server.address() as AddressInfo).port;
    state.url = secure
      ? `smtps://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${state.port}/?tls.rejectUnauthorized=false`
      : `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${state.port}`;
  };
  await listen(state.port);
  return state;
}
