import type { FastifyInstance } from 'fastify';
import type { NewsDetail, NewsSummary } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { accountRepo } from '../db/repos/account';
import { doctorRepo } from '../db/repos/doctors';
import { newsRepo } from '../db/repos/news';
import { handlerOf } from '../lib/handle';
import { newId } from '../lib/ids';
import { pageWindow } from '../lib/paging';
import { termParams } from '../lib/search';
import { badRequest, forbidden, notFound, ok } from '../lib/reply';
import { clientAddress } from '../auth/client-address';
import { isOwnPublicUpload } from './files';
import { blankToNull, normLang } from '../lib/params';

export function registerNewsRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const news = newsRepo(ctx.db);
  const doctors = doctorRepo(ctx.db);
  const accounts = accountRepo(ctx.db);

  handle('getWebNewsList', async (req) => {
    const q = req.query;
    const params = { category: blankToNull(q.category), ...termParams(q.keyword) };
    return ok(news.search(params, pageWindow(q.pageNo, q.pageSize)));
  });

  handle('getHotNewsList', async (req) => ok(news.hot(req.query.size ?? 6)));

  handle('getNewsDetail', async (req) => {
    const row = news.byId(req.query.newsid);
    if (!row) throw notFound('找不到該資訊');
    const counted = news.countView(row.newsid, clientAddress(req, ctx), ctx.now());
    const detail: NewsDetail = {
      ...row,
      viewcount: row.viewcount + (counted ? 1 : 0),
      related: news.related(row.category, row.newsid),
    };
    return ok(detail);
  });

  handle('getNewsCategory', async (req) =>
    ok(news.categories(normLang(req.query.langcode ?? 'GB') === 'GB')),
  );

  handle('getNewsListByGlobalUserId', async (req) => {
    const q = req.query;
    if (!doctors.exists(q.globaluserid)) throw notFound('找不到該醫師');
    return ok(news.byAuthor(q.globaluserid, pageWindow(q.pageNo, q.pageSize)));
  });

  handle('addNews', async (req) => {
    // Health news goes out under the portal's name: only doctors may publish it.
    const author = accounts.byId(req.clientid);
    if (!author?.isdoctor) throw forbidden('只有醫師可以發表健康資訊');
    const b = req.body;
    if (!b.title.trim() || !b.content.trim()) throw badRequest('標題及內容不可為空');
    if (!news.categoryExists(b.category)) throw badRequest('資訊分類不存在');
    if (b.cover && !isOwnPublicUpload(ctx, b.cover, req.clientid)) {
      throw badRequest('請重新上載封面圖片');
    }
    const newsid = newId('N');
    news.add({
      newsid,
      title: b.title.trim(),
      category: b.category,
      tag: b.tag ?? '',
      introduce: b.introduce.trim(),
      content: b.content,
      cover: b.cover ?? '',
      // The doctor's own name, and their record, so the article is listed on their page.
      author: author.doctorname || author.username,
      globaluserid: author.globaluserid,
      clientid: req.clientid,
      publishtime: ctx.now(),
    });
    const { content: _content, ...summary } = news.byId(newsid)!;
    return ok(summary satisfies NewsSummary);
  });
}
