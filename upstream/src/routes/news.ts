import type { FastifyInstance } from 'fastify';
import { type NewsDetail, type NewsSummary } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { handlerOf } from '../lib/handle';
import { NEWS_COLUMNS, NEWS_FROM, doctorExists } from '../lib/mappers';
import { newId } from '../lib/ids';
import { countOf, pageWindow } from '../lib/paging';
import { allTermsMatch, anyColumnLike, termParams } from '../lib/search';
import { badRequest, notFound, ok } from '../lib/reply';
import { blankToNull, normLang } from '../lib/params';

export function registerNewsRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const { db } = ctx;
  const where = `WHERE (@category IS NULL OR n.category = @category)
    AND ${allTermsMatch((t) => anyColumnLike(['n.title', 'n.tag', 'n.introduce', 'n.content'], t))}`;
  // Articles about the word first (in the title or tags), then those that mention it in passing.
  const relevance = `CASE WHEN @t0 IS NULL THEN 0
    WHEN n.title LIKE @t0 ESCAPE '\\' OR n.tag LIKE @t0 ESCAPE '\\' THEN 0
    WHEN n.introduce LIKE @t0 ESCAPE '\\' THEN 1 ELSE 2 END`;
  const list = db.prepare(
    `SELECT ${NEWS_COLUMNS} FROM ${NEWS_FROM} ${where} ORDER BY ${relevance}, n.publishtime DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare(`SELECT COUNT(*) AS n FROM ${NEWS_FROM} ${where}`);
  handle('getWebNewsList', async (req) => {
    const q = req.query;
    const page = pageWindow(q.pageNo, q.pageSize);
    const params = { category: blankToNull(q.category), ...termParams(q.keyword) };
    const rows = list.all({
      ...params,
      ...page,
    }) as NewsSummary[];
    return ok({ list: rows, total: countOf(count, params) });
  });

  const hot = db.prepare(
    `SELECT ${NEWS_COLUMNS} FROM ${NEWS_FROM} ORDER BY n.viewcount DESC, n.publishtime DESC LIMIT ?`,
  );
  handle('getHotNewsList', async (req) => ok(hot.all(req.query.size ?? 6) as NewsSummary[]));

  const one = db.prepare(`SELECT ${NEWS_COLUMNS}, n.content FROM ${NEWS_FROM} WHERE n.newsid = ?`);
  const related = db.prepare(
    `SELECT ${NEWS_COLUMNS} FROM ${NEWS_FROM} WHERE n.category = ? AND n.newsid <> ? ORDER BY n.publishtime DESC LIMIT 4`,
  );
  const view = db.prepare('UPDATE news SET viewcount = viewcount + 1 WHERE newsid = ?');
  handle('getNewsDetail', async (req) => {
    const row = one.get(req.query.newsid) as (NewsSummary & { content: string }) | undefined;
    if (!row) throw notFound('找不到該資訊');
    view.run(row.newsid);
    const detail: NewsDetail = {
      ...row,
      viewcount: row.viewcount + 1,
      related: related.all(row.category, row.newsid) as NewsSummary[],
    };
    return ok(detail);
  });

  const categories = db.prepare(
    "SELECT codeid, codedesc, codedesc_gb FROM codetables WHERE tablename = 'news' ORDER BY sortorder",
  );
  handle('getNewsCategory', async (req) => {
    const gb = normLang(req.query.langcode ?? 'GB') === 'GB';
    const rows = categories.all() as { codeid: string; codedesc: string; codedesc_gb: string }[];
    return ok(
      rows.map((r) => {
        const desc = gb ? r.codedesc_gb : r.codedesc;
        return { codeid: r.codeid, codedesc: desc, codeDesc: desc };
      }),
    );
  });

  const byAuthor = db.prepare(
    `SELECT ${NEWS_COLUMNS} FROM ${NEWS_FROM} WHERE n.globaluserid = ? ORDER BY n.publishtime DESC LIMIT ? OFFSET ?`,
  );
  const countByAuthor = db.prepare('SELECT COUNT(*) AS n FROM news WHERE globaluserid = ?');
  handle('getNewsListByGlobalUserId', async (req) => {
    const q = req.query;
    if (!doctorExists(db, q.globaluserid)) throw notFound('找不到該醫師');
    const page = pageWindow(q.pageNo, q.pageSize);
    const rows = byAuthor.all(q.globaluserid, page.limit, page.offset) as NewsSummary[];
    return ok({ list: rows, total: countOf(countByAuthor, q.globaluserid) });
  });

  const categoryExists = db.prepare(
    "SELECT 1 FROM codetables WHERE tablename = 'news' AND codeid = ?",
  );
  const clientName = db.prepare('SELECT username FROM clients WHERE clientid = ?');
  const insert = db.prepare(
    `INSERT INTO news (newsid, title, category, tag, introduce, content, cover, author, globaluserid, clientid, publishtime, viewcount)
     VALUES (@newsid, @title, @category, @tag, @introduce, @content, @cover, @author, '', @clientid, @publishtime, 0)`,
  );
  handle('addNews', async (req) => {
    const b = req.body;
    if (!b.title.trim() || !b.content.trim()) throw badRequest('標題及內容不可為空');
    if (!categoryExists.get(b.category)) throw badRequest('資訊分類不存在');
    const { username } = clientName.get(req.clientid) as { username: string };
    const newsid = newId('N');
    insert.run({
      newsid,
      title: b.title.trim(),
      category: b.category,
      tag: b.tag ?? '',
      introduce: b.introduce.trim(),
      content: b.content,
      cover: b.cover ?? '',
      author: username,
      clientid: req.clientid,
      publishtime: ctx.now(),
    });
    const row = one.get(newsid) as NewsSummary & { content?: string };
    delete row.content;
    return ok(row as NewsSummary);
  });
}
