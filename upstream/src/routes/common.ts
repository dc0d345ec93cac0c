import type { FastifyInstance } from 'fastify';
import { type SystemStatistic } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { handlerOf } from '../lib/handle';
import { newId } from '../lib/ids';
import { badRequest, ok } from '../lib/reply';

export function registerCommonRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const { db } = ctx;
  const stats = db.prepare(
    `SELECT CAST((SELECT value FROM meta WHERE key = 'bookingcount') AS INTEGER) + (SELECT COUNT(*) FROM bookings) AS bookingcount,
       (SELECT COUNT(*) FROM doctors) AS doctorcount, (SELECT COUNT(*) FROM clinics) AS cliniccount`,
  );
  handle('getSystemStatistic', async () => ok(stats.get() as SystemStatistic));

  const insert = db.prepare(
    'INSERT INTO feedback (feedbackid, contact, msgtxt, createtime) VALUES (?, ?, ?, ?)',
  );
  handle('submitWebFeedback', async (req) => {
    const contact = req.query.contact.trim();
    const msg = req.query.msgTxt.trim();
    if (!contact || !msg) throw badRequest('請填寫聯絡方式及意見內容');
    const feedbackid = newId('F');
    insert.run(feedbackid, contact, msg, ctx.now());
    return ok({ feedbackid }, '多謝你的意見');
  });
}
