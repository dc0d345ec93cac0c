import type { FastifyInstance } from 'fastify';
import type { UpstreamContext } from '../context';
import { associationRepo } from '../db/repos/associations';
import { handlerOf } from '../lib/handle';
import { uploadOwner } from './files';
import { pageWindow } from '../lib/paging';
import { badRequest, notFound, ok } from '../lib/reply';
import { hkDateTime, isValidDate, isValidTime } from '../lib/time';

export function registerAssociationRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const associations = associationRepo(ctx.db);

  handle('getAssociationListByReviewd', async (req) =>
    ok(associations.reviewed(pageWindow(req.query.pageNo, req.query.pageSize))),
  );

  handle('getWebActivityList', async (req) => {
    const page = pageWindow(req.query.pageNo, req.query.pageSize);
    const assoc = req.query.associationid || null;
    return ok(associations.activities(assoc, hkDateTime(ctx.now()), page));
  });

  handle('getMyJoined', async (req) =>
    ok(
      associations.registrationsOf(req.clientid, pageWindow(req.query.pageNo, req.query.pageSize)),
    ),
  );

  handle('updateRegAttachment', async (req) => {
    const q = req.query;
    const [date = '', time = ''] = q.paytime.split(' ');
    if (!isValidDate(date) || !isValidTime(time.slice(0, 5))) {
      throw badRequest('參數錯誤：paytime 格式應為 YYYY-MM-DD HH:mm');
    }
    const paytime = `${date} ${time.slice(0, 5)}`;
    if (paytime > hkDateTime(ctx.now())) throw badRequest('付款時間不可遲於現在');
    const row = associations.registrationState(q.activityregid);
    // Another client's registration answers as a missing one: no id is confirmed to exist.
    if (!row || row.clientid !== req.clientid) throw notFound('找不到該活動報名');
    if (row.paystatus === 'confirmed') throw badRequest('該報名已確認付款，無需再上載');
    if (row.fee <= 0) throw badRequest('此活動免費，無需上載付款證明');
    // Only the client's own upload: never another client's file, a seed image or a guess.
    if (uploadOwner(ctx, q.attachment) !== req.clientid) {
      throw badRequest('請先上載付款證明檔案');
    }
    associations.attachPayment(q.activityregid, q.attachment, paytime);
    return ok(associations.registration(q.activityregid)!, '付款證明已上載');
  });
}
