/**
 * A real SMTP server on loopback (`smtp-server`, from nodemailer's authors) for a portal started
 * with `SMTP_URL` pointing at it: it keeps every mail, parsed (`mailparser`), so a browser test can
 * follow a link the portal mailed and read the reminders it sent. No authentication, no TLS.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /**
   * Resolves with the first mail (already here, or the next to arrive) that `match` accepts: each
   * arrival is checked as it comes, nothing is polled. Fails after `timeoutMs`.
   */
  next(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((parsed) => {
          const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, parsed };
          received.push(mail);
          for (const waiter of [...waiters]) waiter(mail);
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
    next(match, timeoutMs = 20_000) {
      const here = received.find(match);
      if (here) return Promise.resolve(here);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          if (!match(mail)) return;
          waiters.delete(waiter);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${received.length} arrived)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
