/**
 * The address a client's e-mail reminders go to, one per client, in the portal's own store (the
 * portal API keeps the profile's e-mail, which the client may not want reminders at). An address
 * is unverified until its link is followed: the link's token is kept only as its SHA-256, expires,
 * and is cleared when used. Giving an address again replaces the old one and its token.
 */
import type { StoreDb, StoredLocale } from './database';
import { num, scriptColumn, storedLocale } from './database';

export interface ReminderEmail {
  email: string;
  verified: boolean;
  /** When it was given (the download in 我的資料). */
  addedAt: number;
  /** The locale of the page it was given on: the mails' words. */
  locale: StoredLocale;
}

export type VerifyResult =
  | { kind: 'verified'; locale: StoredLocale }
  /** The token was right but its time ran out (or the address was changed since). */
  | { kind: 'expired'; locale: StoredLocale }
  /** No such token (never issued, already used, or the address removed). */
  | { kind: 'invalid' };

export class ReminderEmails {
  constructor(private readonly db: StoreDb) {}

  async get(clientId: string): Promise<ReminderEmail | null> {
    const row = await this.db
      .selectFrom('reminder_emails')
      .select(['email', 'verified_at', 'created_at', 'locale'])
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      email: row.email,
      verified: num(row.verified_at) > 0,
      addedAt: num(row.created_at),
      locale: storedLocale(row.locale),
    };
  }

  /**
   * Keeps `email` for the client, unverified, with a new token, unless a verification mail went
   * to this client less than `gapMs` ago: then nothing changes and the answer says how long to
   * wait. One statement, so two requests at once cannot both pass the limit.
   */
  async set(
    clientId: string,
    value: { email: string; locale: StoredLocale; tokenHash: string; tokenExpires: number },
    now: number,
    gapMs: number,
  ): Promise<{ kind: 'set' } | { kind: 'wait'; retryAfterMs: number }> {
    const row = {
      email: value.email,
      verified_at: 0,
      token_hash: value.tokenHash,
      token_expires: value.tokenExpires,
      sent_at: now,
      script: scriptColumn(value.locale),
      locale: value.locale,
      created_at: now,
    };
    const res = await this.db
      .insertInto('reminder_emails')
      .values({ client_id: clientId, ...row })
      .onConflict((oc) =>
        oc
          .column('client_id')
          .doUpdateSet(row)
          .where('reminder_emails.sent_at', '<=', now - gapMs),
      )
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0n) > 0) return { kind: 'set' };
    const held = await this.db
      .selectFrom('reminder_emails')
      .select('sent_at')
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    const sentAt = held ? num(held.sent_at) : now;
    return { kind: 'wait', retryAfterMs: Math.max(1000, sentAt + gapMs - now) };
  }

  /**
   * The verification mail could not be sent: the limit does not hold the client back from trying
   * again (the address stays unverified, its token unused).
   */
  async sendFailed(clientId: string, tokenHash: string): Promise<void> {
    await this.db
      .updateTable('reminder_emails')
      .set({ sent_at: 0 })
      .where('client_id', '=', clientId)
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  /** Follows a verification link: the token's address is verified and the token used up. */
  /**
   * What a token would do, without using it: `pending` (it would verify), `expired` or `invalid`.
   * The link's page asks this before offering its button.
   */
  async check(
    tokenHash: string,
    now: number,
  ): Promise<
    Exclude<VerifyResult, { kind: 'verified' }> | { kind: 'pending'; locale: StoredLocale }
  > {
    if (!tokenHash) return { kind: 'invalid' };
    const row = await this.db
      .selectFrom('reminder_emails')
      .select(['token_expires', 'locale'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return { kind: 'invalid' };
    const locale = storedLocale(row.locale);
    return num(row.token_expires) <= now
      ? { kind: 'expired', locale }
      : { kind: 'pending', locale };
  }

  async verify(tokenHash: string, now: number): Promise<VerifyResult> {
    if (!tokenHash) return { kind: 'invalid' };
    const row = await this.db
      .selectFrom('reminder_emails')
      .select(['client_id', 'token_expires', 'locale'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return { kind: 'invalid' };
    const locale = storedLocale(row.locale);
    if (num(row.token_expires) <= now) return { kind: 'expired', locale };
    // Only the request whose update still sees the token verifies: the token is single use.
    const res = await this.db
      .updateTable('reminder_emails')
      .set({ verified_at: now, token_hash: '', token_expires: 0 })
      .where('client_id', '=', row.client_id)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return res.numUpdatedRows > 0n ? { kind: 'verified', locale } : { kind: 'invalid' };
  }

  /** Removes the client's address; how many (0 or 1). */
  async remove(clientId: string): Promise<number> {
    const res = await this.db
      .deleteFrom('reminder_emails')
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
