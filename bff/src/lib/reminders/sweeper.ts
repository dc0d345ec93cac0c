/**
 * Sends the reminders due, by each booking's channel: Web Push, e-mail, or both. Every
 * REMINDER_SWEEP_MS each replica asks the store for bookings starting within the largest lead
 * and, for each of the client's subscribed browsers (push) and for the client's verified address
 * (e-mail), the reminder now due and not yet sent on that channel: the smallest lead whose time has come (a browser subscribed an hour
 * before the visit gets the two-hour reminder, not the day-before one too). A delivery is claimed
 * in the store before it is sent (a lease on its row), so whichever replica claims it sends it,
 * once per booking, lead and channel (and browser). An e-mail belongs to the account, not to a
 * session: it goes whether or not the client is signed in. A subscription goes only to a live session: one whose session has ended is removed, and
 * while the session records cannot be read (Redis down) its reminders wait. Each delivery stands
 * alone: a send that fails or throws is recorded on its own row (attempts, the next try, why), and
 * never holds up another.
 */
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { BffMetrics } from '../observability/metrics';
import type { SessionRef, SessionState } from '../identity/session-revocations';
import type { EmailCandidate, ReminderCandidate, ReminderStore } from '../../store/reminders';
import type { MailSender } from './mail-sender';
import type { PushSender } from './push-sender';
import { reminderMail } from './reminder-mail';
import { reminderPayload } from './reminder-message';

/** E-mail reminders, when SMTP_URL is set: the sender, and the site the mails link to. */
export interface ReminderMail {
  sender: MailSender;
  siteUrl: string;
}

/** How long a claimed delivery is held: well above one send's timeout. */
const LEASE_MS = 60_000;
/** A send that failed is tried again this much later, at most MAX_ATTEMPTS times in all. */
const RETRY_MS = 60_000;
const MAX_ATTEMPTS = 3;
/** A message's TTL is the time to the visit rounded up to this. */
const TTL_STEP_MS = 6 * 3600_000;
/** Sends at once within one sweep. */
const CONCURRENCY = 8;

export class ReminderSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** The sweep that follows the one running, when one was asked for meanwhile. */
  private next: Promise<void> | undefined;

  constructor(
    private readonly store: ReminderStore,
    private readonly sender: PushSender,
    /** Minutes before a booking's start, in any order. */
    private readonly leadsMin: readonly number[],
    private readonly metrics: BffMetrics,
    private readonly log: FastifyBaseLogger,
    /** Whether the session a subscription belongs to is still live. */
    private readonly sessionState: (ref: SessionRef) => Promise<SessionState>,
    /** REMINDER_TEXT: what the lock screen may show. */
    private readonly text: 'full' | 'private' = 'full',
    /** Without it (no SMTP_URL) no e-mail reminder goes; push reminders go as ever. */
    private readonly mail?: ReminderMail,
  ) {}

  start(everyMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep(), everyMs);
    this.timer.unref();
    void this.sweep();
  }

  /** Stops the timer and waits for a sweep under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.next;
    await this.running;
  }

  /**
   * One sweep. While one runs, a call is not run beside it but once after it: the sweep under way
   * may have read its work before the caller's change (a subscription, a channel chosen), and the
   * one after sees it. Calls meanwhile share that one sweep.
   */
  sweep(now?: number): Promise<void> {
    if (!this.running) return this.begin(now);
    this.next ??= this.running.then(() => {
      this.next = undefined;
      return this.begin(now);
    });
    return this.next;
  }

  private begin(now: number | undefined): Promise<void> {
    this.running = this.sweepOnce(now ?? Date.now())
      .catch((err: unknown) => {
        this.log.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'reminder sweep failed',
        );
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async sweepOnce(now: number): Promise<void> {
    await this.store.sweepPast(now);
    const work: (() => Promise<void>)[] = (await this.store.candidates(now, this.leadsMin)).map(
      (c) => () => this.deliver(c, now),
    );
    if (this.mail) {
      const mail = this.mail;
      for (const c of await this.store.emailCandidates(now, this.leadsMin)) {
        work.push(() => this.deliverEmail(c, mail, now));
      }
    }
    const limit = pLimit(CONCURRENCY);
    await Promise.all(
      work.map((job) =>
        limit(async () => {
          try {
            await job();
          } catch (err) {
            // This delivery alone: the others of the sweep go on.
            this.log.warn(
              { err: err instanceof Error ? err.message : String(err) },
              'reminder delivery failed',
            );
          }
        }),
      ),
    );
  }

  private async deliver(c: ReminderCandidate, now: number): Promise<void> {
    const key = {
      clientId: c.clientId,
      scheduleId: c.booking.scheduleId,
      endpoint: c.subscription.endpoint,
      leadMin: c.leadMin,
    };
    const { session } = c.subscription;
    const state = await this.sessionState({
      sid: session.sid,
      iat: session.iat,
      clientId: c.clientId,
      ...(session.pk ? { pk: session.pk } : {}),
    });
    if (state === 'unknown') return;
    if (state === 'ended') {
      await this.store.prune(key.endpoint);
      this.metrics.reminders.inc('pruned');
      return;
    }
    const before = await this.store.claim(key, now, LEASE_MS);
    if (before === null) return;
    const payload = reminderPayload(c.booking, c.subscription.locale, this.text);
    // Worth delivering until about when the visit starts, rounded up to whole steps so that the
    // push service is not told the appointment's time by the TTL.
    const ttlS = Math.ceil((c.booking.startsAt - now) / TTL_STEP_MS) * (TTL_STEP_MS / 1000);
    const outcome = await this.sender.send(c.subscription, payload, ttlS);
    const attempts = before + 1;
    switch (outcome.kind) {
      case 'sent':
        await this.store.finish(key, 'sent', attempts);
        this.metrics.reminders.inc('sent');
        return;
      case 'gone':
        await this.store.prune(key.endpoint);
        this.metrics.reminders.inc('pruned');
        this.log.info({ status: outcome.status }, 'push subscription gone; removed');
        return;
      case 'refused':
        // Allowed when it subscribed, not any more (PUSH_ENDPOINT_ALLOW changed).
        await this.store.prune(key.endpoint);
        this.metrics.reminders.inc('failed');
        this.log.warn('push endpoint no longer allowed; subscription removed');
        return;
      case 'failed':
        this.metrics.reminders.inc('failed');
        this.log.warn({ reason: outcome.reason, attempts }, 'reminder not delivered');
        if (attempts >= MAX_ATTEMPTS)
          await this.store.finish(key, 'failed', attempts, outcome.reason);
        else await this.store.retryLater(key, attempts, now + RETRY_MS * attempts, outcome.reason);
    }
  }

  private async deliverEmail(c: EmailCandidate, mail: ReminderMail, now: number): Promise<void> {
    const key = {
      clientId: c.clientId,
      scheduleId: c.booking.scheduleId,
      channel: 'email' as const,
      endpoint: '',
      leadMin: c.leadMin,
    };
    const before = await this.store.claim(key, now, LEASE_MS);
    if (before === null) return;
    const content = reminderMail(c.booking, c.locale, this.text, mail.siteUrl, new Date(now));
    const outcome = await mail.sender.send(c.email, content);
    const attempts = before + 1;
    if (outcome.kind === 'sent') {
      await this.store.finish(key, 'sent', attempts);
      this.metrics.reminderEmails.inc('sent');
      return;
    }
    this.metrics.reminderEmails.inc('failed');
    // The reason is the SMTP reply code or the fault's name: never the address or the words.
    this.log.warn({ reason: outcome.reason, attempts }, 'e-mail reminder not delivered');
    if (outcome.kind === 'rejected' || attempts >= MAX_ATTEMPTS)
      await this.store.finish(key, 'failed', attempts, outcome.reason);
    else await this.store.retryLater(key, attempts, now + RETRY_MS * attempts, outcome.reason);
  }
}
