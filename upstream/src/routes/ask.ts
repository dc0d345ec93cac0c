import type { FastifyInstance } from 'fastify';
import { TOP_ASK_DOCTORS_LIMIT } from '@portal/shared';
import { isOwnPublicUpload } from './files';
import type { UpstreamContext } from '../context';
import { accountRepo } from '../db/repos/account';
import { askRepo } from '../db/repos/ask';
import { doctorRepo } from '../db/repos/doctors';
import { handlerOf } from '../lib/handle';
import { newId } from '../lib/ids';
import { pageWindow } from '../lib/paging';
import { termParams } from '../lib/search';
import { badRequest, notFound, ok } from '../lib/reply';
import { blankToNull } from '../lib/params';

export function registerAskRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const asks = askRepo(ctx.db);
  const doctors = doctorRepo(ctx.db);
  const accounts = accountRepo(ctx.db);

  handle('getWebAskList', async (req) => {
    const q = req.query;
    const params = { cat: blankToNull(q.illnesscategorycode), ...termParams(q.keyword) };
    return ok(asks.search(params, pageWindow(q.pageNo, q.pageSize)));
  });

  handle('getMyAskList', async (req) =>
    ok(asks.mine(req.clientid, pageWindow(req.query.pageNo, req.query.pageSize))),
  );

  handle('getAskDetail', async (req) => {
    const detail = asks.viewWithAnswers(req.query.askid);
    if (!detail) throw notFound('找不到該問題');
    return ok(detail);
  });

  handle('getIllnessCategory', async () => ok(asks.categories()));

  handle('getTopAnswer', async () => ok(asks.topAnswerers(TOP_ASK_DOCTORS_LIMIT)));

  handle('getWebAskListByDocGlobalID', async (req) => {
    const q = req.query;
    if (!doctors.exists(q.doctorglobaluserid)) throw notFound('找不到該醫師');
    return ok(asks.answeredBy(q.doctorglobaluserid, pageWindow(q.pageNo, q.pageSize)));
  });

  handle('addAsk', async (req) => {
    const b = req.body;
    if (!b.title.trim() || !b.note.trim()) throw badRequest('標題及內容不可為空');
    if (!asks.categoryExists(b.illnesscategorycode)) throw badRequest('疾病分類不存在');
    if ((b.images ?? []).some((url) => !isOwnPublicUpload(ctx, url, req.clientid))) {
      throw badRequest('請重新上載圖片');
    }
    const username = accounts.nameOf(req.clientid);
    const askid = newId('A');
    asks.add({
      askid,
      clientid: req.clientid,
      // Questions are shown under the asker's family name only.
      askername: `${[...username][0] ?? ''}**`,
      title: b.title.trim(),
      illnesscategorycode: b.illnesscategorycode,
      note: b.note.trim(),
      images: b.images ?? [],
      createtime: ctx.now(),
    });
    return ok(asks.byId(askid)!);
  });
}
