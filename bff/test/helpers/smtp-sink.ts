/**
 * A real SMTP server on loopback (`smtp-server`, from nodemailer's authors) that keeps every mail
 * it is sent, parsed (`mailparser`): what a test reads to see what the portal mailed. No
 * authentication and no TLS (the portal reaches it as `smtp://127.0.0.1:<port>`); `reject` makes
 * it refuse recipients with a 550 or 451, for the sender's failures.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` mails have arrived in all (without polling: each arrival checks). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Refuse every recipient from now on with this reply code (null: accept again). */
  reject(code: 451 | 550 | null): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let rejectCode: 451 | 550 | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (rejectCode === null) return callback();
      const err = Object.assign(new Error('refused by the test'), { responseCode: rejectCode });
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            parsed,
          });
          for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve();
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${received.length} of ${count} mails arrived`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received.slice());
          },
        });
      });
    },
    reject(code) {
      rejectCode = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
