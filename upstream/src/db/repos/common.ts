/** Data access for the portal-wide figures and the visitors' feedback. */
import type { SystemStatistic } from '@portal/shared';
import type { Db } from '../index';
import { perDb } from './once';

export const commonRepo = perDb((db: Db) => {
  const stats = db.prepare(
    `SELECT CAST((SELECT value FROM meta WHERE key = 'bookingcount') AS INTEGER) + (SELECT COUNT(*) FROM bookings) AS bookingcount,
       (SELECT COUNT(*) FROM doctors) AS doctorcount, (SELECT COUNT(*) FROM clinics) AS cliniccount`,
  );
  const insertFeedback = db.prepare(
    'INSERT INTO feedback (feedbackid, contact, msgtxt, createtime) VALUES (?, ?, ?, ?)',
  );
  return {
    statistic: () => stats.get() as SystemStatistic,
    addFeedback: (feedbackid: string, contact: string, msg: string, at: number) => {
      insertFeedback.run(feedbackid, contact, msg, at);
    },
  };
});
