/** Data access for health news: the lists, one article with its related ones, new articles. */
import type { NewsCategory, NewsSummary } from '@portal/shared';
import { countOf } from '../../lib/paging';
import { allTermsMatch, anyColumnLike } from '../../lib/search';
import type { Db } from '../index';
import { perDb } from './once';
import type { Complete } from '../../lib/complete';

const NEWS_COLUMNS = `n.newsid, n.title, n.category, COALESCE(ct.codedesc, '') AS categoryname, n.tag, n.introduce,
  n.cover, n.author, n.globaluserid, n.publishtime, n.viewcount`;
const NEWS_FROM = `news n LEFT JOIN codetables ct ON ct.tablename = 'news' AND ct.codeid = n.category`;

type NewsRow = Complete<NewsSummary> & { content: string };

export interface NewNews {
  newsid: string;
  title: string;
  category: string;
  tag: string;
  introduce: string;
  content: string;
  cover: string;
  author: string;
  /** The author's doctor record ('' for a doctor known only by an approved sign-up). */
  globaluserid: string;
  clientid: string;
  publishtime: number;
}

/** How long one address's view of an article counts once. */
const VIEW_WINDOW_MS = 3600_000;

type Page = { limit: number; offset: number };

export const newsRepo = perDb((db: Db) => {
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
  const hot = db.prepare(
    `SELECT ${NEWS_COLUMNS} FROM ${NEWS_FROM} ORDER BY n.viewcount DESC, n.publishtime DESC LIMIT ?`,
  );
  const one = db.prepare(`SELECT ${NEWS_COLUMNS}, n.content FROM ${NEWS_FROM} WHERE n.newsid = ?`);
  const related = db.prepare(
    `SELECT ${NEWS_COLUMNS} FROM ${NEWS_FROM} WHERE n.category = ? AND n.newsid <> ? ORDER BY n.publishtime DESC LIMIT 4`,
  );
  const view = db.prepare('UPDATE news SET viewcount = viewcount + 1 WHERE newsid = ?');
  const categories = db.prepare(
    "SELECT codeid, codedesc, codedesc_gb FROM codetables WHERE tablename = 'news' ORDER BY sortorder",
  );
  const categoryExists = db.prepare(
    "SELECT 1 FROM codetables WHERE tablename = 'news' AND codeid = ?",
  );
  const byAuthor = db.prepare(
    `SELECT ${NEWS_COLUMNS} FROM ${NEWS_FROM} WHERE n.globaluserid = ? ORDER BY n.publishtime DESC LIMIT ? OFFSET ?`,
  );
  const countByAuthor = db.prepare('SELECT COUNT(*) AS n FROM news WHERE globaluserid = ?');
  const insert = db.prepare(
    `INSERT INTO news (newsid, title, category, tag, introduce, content, cover, author, globaluserid, clientid, publishtime, viewcount)
     VALUES (@newsid, @title, @category, @tag, @introduce, @content, @cover, @author, @globaluserid, @clientid, @publishtime, 0)`,
  );
  const seen = db.prepare(
    'INSERT INTO news_views (newsid, viewer, until) VALUES (?, ?, ?) ON CONFLICT (newsid, viewer) DO UPDATE SET until = excluded.until WHERE until <= ?',
  );
  const forget = db.prepare('DELETE FROM news_views WHERE until <= ?');
  let forgotAt = 0;

  return {
    /** One page of matches (best first, then newest) and the number of all matches. */
    search(params: Record<string, string | null>, page: Page) {
      const rows = list.all({ ...params, ...page }) as NewsSummary[];
      return { list: rows, total: countOf(count, params) };
    },
    /** The most read articles. */
    hot: (size: number) => hot.all(size) as NewsSummary[],
    byId: (newsid: string) => one.get(newsid) as NewsRow | undefined,
    /** Up to four newest other articles of the category. */
    related: (category: string, newsid: string) => related.all(category, newsid) as NewsSummary[],
    /**
     * Counts a view unless this viewer (a client address) was counted for the article within
     * VIEW_WINDOW_MS, so reloading, or one address asking thousands of times, is one view.
     * Returns whether it counted.
     */
    countView(newsid: string, viewer: string, now: number): boolean {
      if (now - forgotAt > 60_000) {
        forget.run(now);
        forgotAt = now;
      }
      const counted = seen.run(newsid, viewer, now + VIEW_WINDOW_MS, now).changes > 0;
      if (counted) view.run(newsid);
      return counted;
    },
    /** The categories, named in Traditional (B5) or Simplified (GB) Chinese. */
    categories(gb: boolean): NewsCategory[] {
      const rows = categories.all() as { codeid: string; codedesc: string; codedesc_gb: string }[];
      return rows.map((r) => {
        const desc = gb ? r.codedesc_gb : r.codedesc;
        return { codeid: r.codeid, codedesc: desc, codeDesc: desc };
      });
    },
    categoryExists: (codeid: string) => !!categoryExists.get(codeid),
    /** One page of a doctor's articles, newest first, and their number. */
    byAuthor(globaluserid: string, page: Page) {
      const rows = byAuthor.all(globaluserid, page.limit, page.offset) as NewsSummary[];
      return { list: rows, total: countOf(countByAuthor, globaluserid) };
    },
    add(news: NewNews) {
      insert.run(news);
    },
  };
});
