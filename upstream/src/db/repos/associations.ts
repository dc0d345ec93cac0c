/** Data access for associations, their activities and clients' registrations for them. */
import type { Activity, ActivityRegistration, Association } from '@portal/shared';
import { countOf } from '../../lib/paging';
import type { Db } from '../index';
import { perDb } from './once';

type Page = { limit: number; offset: number };

/** What the payment-proof upload needs to know about a registration. */
interface RegistrationState {
  clientid: string;
  paystatus: string;
  fee: number;
}

const ACTIVITY_COLUMNS = `ac.activityid, ac.associationid, a.name AS associationname, ac.title, ac.cover, ac.introduce,
  ac.address, ac.starttime, ac.endtime, ac.fee, ac.quota,
  ac.joined + (SELECT COUNT(*) FROM activity_regs r WHERE r.activityid = ac.activityid) AS joined`;
const REG_COLUMNS = `r.activityregid, r.activityid, ac.title, a.name AS associationname, ac.starttime, ac.address, ac.fee,
  r.paystatus, r.attachment, r.paytime`;
const REG_FROM = `activity_regs r JOIN activities ac ON ac.activityid = r.activityid
  JOIN associations a ON a.associationid = ac.associationid`;

export const associationRepo = perDb((db: Db) => {
  const assocList = db.prepare(
    `SELECT associationid, name, logo, introduce, contacttel, website, membercount FROM associations
     WHERE reviewed = 1 ORDER BY associationid LIMIT ? OFFSET ?`,
  );
  const assocCount = db.prepare('SELECT COUNT(*) AS n FROM associations WHERE reviewed = 1');
  const actWhere = 'WHERE (@assoc IS NULL OR ac.associationid = @assoc)';
  // Coming activities first, soonest first; then past ones, latest first.
  const actList = db.prepare(
    `SELECT ${ACTIVITY_COLUMNS} FROM activities ac JOIN associations a ON a.associationid = ac.associationid ${actWhere}
     ORDER BY (ac.starttime >= @now) DESC, CASE WHEN ac.starttime >= @now THEN ac.starttime END ASC, ac.starttime DESC
     LIMIT @limit OFFSET @offset`,
  );
  const actCount = db.prepare(`SELECT COUNT(*) AS n FROM activities ac ${actWhere}`);
  const mine = db.prepare(
    `SELECT ${REG_COLUMNS} FROM ${REG_FROM} WHERE r.clientid = ? ORDER BY ac.starttime DESC LIMIT ? OFFSET ?`,
  );
  const mineCount = db.prepare('SELECT COUNT(*) AS n FROM activity_regs WHERE clientid = ?');
  const state = db.prepare(
    'SELECT r.clientid, r.paystatus, ac.fee FROM activity_regs r JOIN activities ac ON ac.activityid = r.activityid WHERE r.activityregid = ?',
  );
  const attach = db.prepare(
    "UPDATE activity_regs SET attachment = ?, paytime = ?, paystatus = 'submitted' WHERE activityregid = ?",
  );
  const one = db.prepare(`SELECT ${REG_COLUMNS} FROM ${REG_FROM} WHERE r.activityregid = ?`);

  return {
    /** One page of the reviewed associations and their number. */
    reviewed(page: Page) {
      const list = assocList.all(page.limit, page.offset) as Association[];
      return { list, total: countOf(assocCount) };
    },
    /** One page of activities (of one association, or all), `now` as `YYYY-MM-DD HH:mm`. */
    activities(assoc: string | null, now: string, page: Page) {
      const list = actList.all({ assoc, now, ...page }) as Activity[];
      return { list, total: countOf(actCount, { assoc }) };
    },
    /** One page of a client's registrations, latest activity first, and their number. */
    registrationsOf(clientid: string, page: Page) {
      const list = mine.all(clientid, page.limit, page.offset) as ActivityRegistration[];
      return { list, total: countOf(mineCount, clientid) };
    },
    registrationState: (activityregid: string) =>
      state.get(activityregid) as RegistrationState | undefined,
    /** Records the payment proof; the registration then waits for the association's check. */
    attachPayment(activityregid: string, attachment: string, paytime: string) {
      attach.run(attachment, paytime, activityregid);
    },
    registration: (activityregid: string) =>
      one.get(activityregid) as ActivityRegistration | undefined,
  };
});
