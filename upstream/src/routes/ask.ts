import type { FastifyInstance } from 'fastify';
import {
  TOP_ASK_DOCTORS_LIMIT,
  type Ask,
  type AskAnswer,
  type AskDetail,
  type TopAnswerDoctor,
} from '@portal/shared';
import type { UpstreamContext } from '../context';
import { handlerOf } from '../lib/handle';
import { doctorExists } from '../lib/mappers';
import { newId } from '../lib/ids';
import { countOf, pageWindow } from '../lib/paging';
import { allTermsMatch, anyColumnLike, termParams } from '../lib/search';
import { badRequest, notFound, ok, parseJsonArray } from '../lib/reply';
import { blankToNull } from '../lib/params';

interface AskRow extends Omit<Ask, 'images'> {
  images: string;
}

const ASK_COLUMNS = `a.askid, a.title, a.illnesscategorycode, COALESCE(ct.codedesc, '') AS illnesscategoryname, a.note,
  a.images, a.askername, a.createtime, a.viewcount,
  (SELECT COUNT(*) FROM answers x WHERE x.askid = a.askid) AS answercount`;
const ASK_FROM = `asks a LEFT JOIN codetables ct ON ct.tablename = 'illness' AND ct.codeid = a.illnesscategorycode`;

export function registerAskRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const { db } = ctx;
  const toAsk = (r: AskRow): Ask => ({ ...r, images: parseJsonArray(r.images) });
  const answersOf = db.prepare(
    `SELECT an.answerid, an.askid, an.globaluserid AS doctorglobaluserid, d.username AS doctorname,
       d.title AS doctortitle, d.photo AS doctorphoto, an.content, an.createtime
     FROM answers an JOIN doctors d ON d.globaluserid = an.globaluserid WHERE an.askid = ? ORDER BY an.createtime`,
  );
  const withAnswers = (r: AskRow): AskDetail => ({
    ...toAsk(r),
    answers: answersOf.all(r.askid) as AskAnswer[],
  });

  const where = `WHERE (@cat IS NULL OR a.illnesscategorycode = @cat)
    AND ${allTermsMatch(
      (t) => `(${anyColumnLike(['a.title', 'a.note'], t)} OR EXISTS (SELECT 1 FROM answers x
        WHERE x.askid = a.askid AND x.content LIKE ${t} ESCAPE '\\'))`,
    )}`;
  // Questions about the word (in the title) first, then those that mention it in the note or answers.
  const relevance = `CASE WHEN @t0 IS NULL THEN 0 WHEN a.title LIKE @t0 ESCAPE '\\' THEN 0
    WHEN a.note LIKE @t0 ESCAPE '\\' THEN 1 ELSE 2 END`;
  const list = db.prepare(
    `SELECT ${ASK_COLUMNS} FROM ${ASK_FROM} ${where} ORDER BY ${relevance}, a.createtime DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare(`SELECT COUNT(*) AS n FROM ${ASK_FROM} ${where}`);
  handle('getWebAskList', async (req) => {
    const q = req.query;
    const page = pageWindow(q.pageNo, q.pageSize);
    const params = {
      cat: blankToNull(q.illnesscategorycode),
      ...termParams(q.keyword),
    };
    const rows = list.all({
      ...params,
      ...page,
    }) as AskRow[];
    return ok({ list: rows.map(toAsk), total: countOf(count, params) });
  });

  const mine = db.prepare(
    `SELECT ${ASK_COLUMNS} FROM ${ASK_FROM} WHERE a.clientid = ? ORDER BY a.createtime DESC LIMIT ? OFFSET ?`,
  );
  const countMine = db.prepare('SELECT COUNT(*) AS n FROM asks WHERE clientid = ?');
  handle('getMyAskList', async (req) => {
    const page = pageWindow(req.query.pageNo, req.query.pageSize);
    const rows = mine.all(req.clientid, page.limit, page.offset) as AskRow[];
    return ok({ list: rows.map(withAnswers), total: countOf(countMine, req.clientid) });
  });

  const one = db.prepare(`SELECT ${ASK_COLUMNS} FROM ${ASK_FROM} WHERE a.askid = ?`);
  const view = db.prepare('UPDATE asks SET viewcount = viewcount + 1 WHERE askid = ?');
  handle('getAskDetail', async (req) => {
    const row = one.get(req.query.askid) as AskRow | undefined;
    if (!row) throw notFound('找不到該問題');
    view.run(row.askid);
    return ok(withAnswers({ ...row, viewcount: row.viewcount + 1 }));
  });

  const categories = db.prepare(
    "SELECT codeid, codedesc FROM codetables WHERE tablename = 'illness' ORDER BY sortorder",
  );
  handle('getIllnessCategory', async () =>
    ok(
      (categories.all() as { codeid: string; codedesc: string }[]).map((r) => ({
        ...r,
        codeDesc: r.codedesc,
      })),
    ),
  );

  const top = db.prepare(
    `SELECT d.globaluserid, d.username, d.title, d.photo, COUNT(an.answerid) AS answercount
     FROM doctors d JOIN answers an ON an.globaluserid = d.globaluserid
     GROUP BY d.globaluserid ORDER BY answercount DESC, d.sortorder LIMIT ?`,
  );
  handle('getTopAnswer', async () => ok(top.all(TOP_ASK_DOCTORS_LIMIT) as TopAnswerDoctor[]));

  const byDoctor = db.prepare(
    `SELECT ${ASK_COLUMNS} FROM ${ASK_FROM} WHERE EXISTS (SELECT 1 FROM answers x WHERE x.askid = a.askid AND x.globaluserid = ?)
     ORDER BY a.createtime DESC LIMIT ? OFFSET ?`,
  );
  const countByDoctor = db.prepare(
    'SELECT COUNT(DISTINCT askid) AS n FROM answers WHERE globaluserid = ?',
  );
  handle('getWebAskListByDocGlobalID', async (req) => {
    const q = req.query;
    if (!doctorExists(db, q.doctorglobaluserid)) throw notFound('找不到該醫師');
    const page = pageWindow(q.pageNo, q.pageSize);
    const rows = byDoctor.all(q.doctorglobaluserid, page.limit, page.offset) as AskRow[];
    return ok({
      list: rows.map(withAnswers),
      total: countOf(countByDoctor, q.doctorglobaluserid),
    });
  });

  const categoryExists = db.prepare(
    "SELECT 1 FROM codetables WHERE tablename = 'illness' AND codeid = ?",
  );
  const clientName = db.prepare('SELECT username FROM clients WHERE clientid = ?');
  const insert = db.prepare(
    `INSERT INTO asks (askid, clientid, askername, title, illnesscategorycode, note, images, createtime, viewcount)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`,
  );
  handle('addAsk', async (req) => {
    const b = req.body;
    if (!b.title.trim() || !b.note.trim()) throw badRequest('標題及內容不可為空');
    if (!categoryExists.get(b.illnesscategorycode)) throw badRequest('疾病分類不存在');
    const { username } = clientName.get(req.clientid) as { username: string };
    const askid = newId('A');
    insert.run(
      askid,
      req.clientid,
      `${[...username][0] ?? ''}**`,
      b.title.trim(),
      b.illnesscategorycode,
      b.note.trim(),
      JSON.stringify(b.images ?? []),
      ctx.now(),
    );
    return ok(toAsk(one.get(askid) as AskRow));
  });
}
