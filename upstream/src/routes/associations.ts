import type { FastifyInstance } from 'fastify';
import { type Activity, type ActivityRegistration, type Association } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { handlerOf } from '../lib/handle';
import { uploadOwner } from './files';
import { countOf, pageWindow } from '../lib/paging';
import { badRequest, forbidden, notFound, ok } from '../lib/reply';
import { hkDateTime, isValidDate, isValidTime } from '../lib/time';

export function registerAssociationRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const { db } = ctx;

  const assocList = db.prepare(
    `SELECT associationid, name, logo, introduce, contacttel, website, membercount FROM associations
     WHERE reviewed = 1 ORDER BY associationid LIMIT ? OFFSET ?`,
  );
  const assocCount = db.prepare('SELECT COUNT(*) AS n FROM associations WHERE reviewed = 1');
  handle('getAssociationListByReviewd', async (req) => {
    const page = pageWindow(req.query.pageNo, req.query.pageSize);
    const list = assocList.all(page.limit, page.offset) as Association[];
    return ok({ list, total: countOf(assocCount) });
  });

  const activityColumns = `ac.activityid, ac.associationid, a.name AS associationname, ac.title, ac.cover, ac.introduce,
    ac.address, ac.starttime, ac.endtime, ac.fee, ac.quota,
    ac.joined + (SELECT COUNT(*) FROM activity_regs r WHERE r.activityid = ac.activityid) AS joined`;
  const actWhere = 'WHERE (@assoc IS NULL OR ac.associationid = @assoc)';
  const actList = db.prepare(
    `SELECT ${activityColumns} FROM activities ac JOIN associations a ON a.associationid = ac.associationid ${actWhere}
     ORDER BY (ac.starttime >= @now) DESC, CASE WHEN ac.starttime >= @now THEN ac.starttime END ASC, ac.starttime DESC
     LIMIT @limit OFFSET @offset`,
  );
  const actCount = db.prepare(`SELECT COUNT(*) AS n FROM activities ac ${actWhere}`);
  handle('getWebActivityList', async (req) => {
    const page = pageWindow(req.query.pageNo, req.query.pageSize);
    const assoc = req.query.associationid || null;
    const list = actList.all({
      assoc,
      now: hkDateTime(ctx.now()),
      ...page,
    }) as Activity[];
    return ok({ list, total: countOf(actCount, { assoc }) });
  });

  const regColumns = `r.activityregid, r.activityid, ac.title, a.name AS associationname, ac.starttime, ac.address, ac.fee,
    r.paystatus, r.attachment, r.paytime`;
  const regFrom = `activity_regs r JOIN activities ac ON ac.activityid = r.activityid
    JOIN associations a ON a.associationid = ac.associationid`;
  const mine = db.prepare(
    `SELECT ${regColumns} FROM ${regFrom} WHERE r.clientid = ? ORDER BY ac.starttime DESC LIMIT ? OFFSET ?`,
  );
  const mineCount = db.prepare('SELECT COUNT(*) AS n FROM activity_regs WHERE clientid = ?');
  handle('getMyJoined', async (req) => {
    const page = pageWindow(req.query.pageNo, req.query.pageSize);
    const list = mine.all(req.clientid, page.limit, page.offset) as ActivityRegistration[];
    return ok({ list, total: countOf(mineCount, req.clientid) });
  });

  const reg = db.prepare(
    'SELECT r.clientid, r.paystatus, ac.fee FROM activity_regs r JOIN activities ac ON ac.activityid = r.activityid WHERE r.activityregid = ?',
  );
  const update = db.prepare(
    "UPDATE activity_regs SET attachment = ?, paytime = ?, paystatus = 'submitted' WHERE activityregid = ?",
  );
  const one = db.prepare(`SELECT ${regColumns} FROM ${regFrom} WHERE r.activityregid = ?`);
  handle('updateRegAttachment', async (req) => {
    const q = req.query;
    const [date = '', time = ''] = q.paytime.split(' ');
    if (!isValidDate(date) || !isValidTime(time.slice(0, 5))) {
      throw badRequest('參數錯誤：paytime 格式應為 YYYY-MM-DD HH:mm');
    }
    const paytime = `${date} ${time.slice(0, 5)}`;
    if (paytime > hkDateTime(ctx.now())) throw badRequest('付款時間不可遲於現在');
    const row = reg.get(q.activityregid) as
      { clientid: string; paystatus: string; fee: number } | undefined;
    if (!row) throw notFound('找不到該活動報名');
    if (row.clientid !== req.clientid) throw forbidden('無權修改其他用戶的報名');
    if (row.paystatus === 'confirmed') throw badRequest('該報名已確認付款，無需再上載');
    if (row.fee <= 0) throw badRequest('此活動免費，無需上載付款證明');
    // Only the client's own upload: never another client's file, a seed image or a guess.
    if (uploadOwner(ctx, q.attachment) !== req.clientid) {
      throw badRequest('請先上載付款證明檔案');
    }
    update.run(q.attachment, paytime, q.activityregid);
    return ok(one.get(q.activityregid) as ActivityRegistration, '付款證明已上載');
  });
}
