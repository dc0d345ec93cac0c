/**
 * Sends one mail through the SMTP server SMTP_URL names (nodemailer's SMTP transport, a pooled
 * connection or two), from MAIL_FROM. A mail is multipart/alternative (text and HTML), with the
 * calendar file attached when it has one. Nothing of a mail (address, subject, words) is logged:
 * an outcome carries only the SMTP reply code or the fault's name.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailSettings } from '../../config';
import type { MailContent } from './reminder-mail';

export type MailOutcome =
  | { kind: 'sent' }
  /** Refused for good (a 5xx reply: no such mailbox, policy): trying again will not help. */
  | { kind: 'rejected'; reason: string }
  /** Not accepted now (a 4xx reply, a network fault, a timeout): may be tried again. */
  | { kind: 'failed'; reason: string };

/** How long one connection step (connect, greeting, a command) may take. */
const SMTP_TIMEOUT_MS = 15_000;

export class MailSender {
  private readonly transport: Transporter;

  constructor(private readonly settings: MailSettings) {
    this.transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      // Nothing of a mail goes to nodemailer's own logger either.
      logger: false,
      debug: false,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }

  async send(to: string, mail: MailContent): Promise<MailOutcome> {
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.ics
          ? {
              attachments: [
                {
                  filename: mail.ics.filename,
                  content: mail.ics.content,
                  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                },
              ],
            }
          : {}),
      });
      return { kind: 'sent' };
    } catch (err) {
      const e = err as { responseCode?: number; code?: string; name?: string };
      if (typeof e.responseCode === 'number') {
        const reason = `smtp-${e.responseCode}`;
        return e.responseCode >= 500 ? { kind: 'rejected', reason } : { kind: 'failed', reason };
      }
      return { kind: 'failed', reason: e.code ?? e.name ?? 'network' };
    }
  }

  close(): void {
    this.transport.close();
  }
}
