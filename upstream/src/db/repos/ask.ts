/** Data access for health questions and the doctors' answers. */
import type { Ask, AskAnswer, AskDetail, TopAnswerDoctor } from '@portal/shared';
import { countOf } from '../../lib/paging';
import { parseJsonArray } from '../../lib/reply';
import { allTermsMatch, anyColumnLike } from '../../lib/search';
import type { Db } from '../index';
import { perDb } from './once';
import type { Complete } from '../../lib/complete';

interface AskRow extends Omit<Complete<Ask>, 'images'> {
  images: string;
}

export interface NewAsk {
  askid: string;
  clientid: string;
  askername: string;
  title: string;
  illnesscategorycode: string;
  note: string;
  images: string[];
  createtime: number;
}

type Page = { limit: number; offset: number };

const ASK_COLUMNS = `a.askid, a.title, a.illnesscategorycode, COALESCE(ct.codedesc, '') AS illnesscategoryname, a.note,
  a.images, a.askername, a.createtime, a.viewcount,
  (SELECT COUNT(*) FROM answers x WHERE x.askid = a.askid) AS answercount`;
const ASK_FROM = `asks a LEFT JOIN codetables ct ON ct.tablename = 'illness' AND ct.codeid = a.illnesscategorycode`;

const toAsk = (r: AskRow): Ask => ({ ...r, images: parseJsonArray(r.images) });

export const askRepo = perDb((db: Db) => {
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
  const mine = db.prepare(
    `SELECT ${ASK_COLUMNS} FROM ${ASK_FROM} WHERE a.clientid = ? ORDER BY a.createtime DESC LIMIT ? OFFSET ?`,
  );
  const countMine = db.prepare('SELECT COUNT(*) AS n FROM asks WHERE clientid = ?');
  const one = db.prepare(`SELECT ${ASK_COLUMNS} FROM ${ASK_FROM} WHERE a.askid = ?`);
  const view = db.prepare('UPDATE asks SET viewcount = viewcount + 1 WHERE askid = ?');
  const categories = db.prepare(
    "SELECT codeid, codedesc FROM codetables WHERE tablename = 'illness' ORDER BY sortorder",
  );
  const categoryExists = db.prepare(
    "SELECT 1 FROM codetables WHERE tablename = 'illness' AND codeid = ?",
  );
  const top = db.prepare(
    `SELECT d.globaluserid, d.username, d.title, d.photo, COUNT(an.answerid) AS answercount
     FROM doctors d JOIN answers an ON an.globaluserid = d.globaluserid
     GROUP BY d.globaluserid ORDER BY answercount DESC, d.sortorder LIMIT ?`,
  );
  const byDoctor = db.prepare(
    `SELECT ${ASK_COLUMNS} FROM ${ASK_FROM} WHERE EXISTS (SELECT 1 FROM answers x WHERE x.askid = a.askid AND x.globaluserid = ?)
     ORDER BY a.createtime DESC LIMIT ? OFFSET ?`,
  );
  const countByDoctor = db.prepare(
    'SELECT COUNT(DISTINCT askid) AS n FROM answers WHERE globaluserid = ?',
  );
  const insert = db.prepare(
    `INSERT INTO asks (askid, clientid, askername, title, illnesscategorycode, note, images, createtime, viewcount)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`,
  );

  return {
    /** One page of matches (best first, then newest) without their answers, and their number. */
    search(params: Record<string, string | null>, page: Page) {
      const rows = list.all({ ...params, ...page }) as AskRow[];
      return { list: rows.map(toAsk), total: countOf(count, params) };
    },
    /** One page of a client's questions with their answers, newest first, and their number. */
    mine(clientid: string, page: Page) {
      const rows = mine.all(clientid, page.limit, page.offset) as AskRow[];
      return { list: rows.map(withAnswers), total: countOf(countMine, clientid) };
    },
    byId(askid: string): Ask | undefined {
      const row = one.get(askid) as AskRow | undefined;
      return row && toAsk(row);
    },
    /** The question with its answers, its view counted (the answer shows the new count). */
    viewWithAnswers(askid: string): AskDetail | undefined {
      const row = one.get(askid) as AskRow | undefined;
      if (!row) return undefined;
      view.run(row.askid);
      return withAnswers({ ...row, viewcount: row.viewcount + 1 });
    },
    categories: () =>
      (categories.all() as { codeid: string; codedesc: string }[]).map((r) => ({
        ...r,
        codeDesc: r.codedesc,
      })),
    categoryExists: (codeid: string) => !!categoryExists.get(codeid),
    /** The doctors who answered most. */
    topAnswerers: (limit: number) => top.all(limit) as TopAnswerDoctor[],
    /** One page of the questions a doctor answered, with their answers, and their number. */
    answeredBy(globaluserid: string, page: Page) {
      const rows = byDoctor.all(globaluserid, page.limit, page.offset) as AskRow[];
      return { list: rows.map(withAnswers), total: countOf(countByDoctor, globaluserid) };
    },
    add(a: NewAsk) {
      insert.run(
        a.askid,
        a.clientid,
        a.askername,
        a.title,
        a.illnesscategorycode,
        a.note,
        JSON.stringify(a.images),
        a.createtime,
      );
    },
  };
});
