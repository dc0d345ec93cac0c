import type { FastifyInstance } from 'fastify';
import type { UpstreamContext } from '../context';
import { commonRepo } from '../db/repos/common';
import { handlerOf } from '../lib/handle';
import { newId } from '../lib/ids';
import { badRequest, ok } from '../lib/reply';

export function registerCommonRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const common = commonRepo(ctx.db);

  handle('getSystemStatistic', async () => ok(common.statistic()));

  handle('submitWebFeedback', async (req) => {
    const contact = req.query.contact.trim();
    const msg = req.query.msgTxt.trim();
    if (!contact || !msg) throw badRequest('請填寫聯絡方式及意見內容');
    const feedbackid = newId('F');
    common.addFeedback(feedbackid, contact, msg, ctx.now());
    return ok({ feedbackid }, '多謝你的意見');
  });
}
