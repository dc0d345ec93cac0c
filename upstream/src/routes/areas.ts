import type { FastifyInstance } from 'fastify';
import type { Area, SingleArea } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { handlerOf } from '../lib/handle';
import { badRequest, notFound, ok } from '../lib/reply';
import { normLang } from '../lib/params';

interface AreaRow {
  areaid: string;
  parentid: string;
  level: 1 | 2;
  name_b5: string;
  name_gb: string;
}

export function registerAreaRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const { db } = ctx;
  const toArea = (r: AreaRow, lang: 'B5' | 'GB'): Area => ({
    areaid: r.areaid,
    parentid: r.parentid,
    level: r.level,
    areaname: lang === 'B5' ? r.name_b5 : r.name_gb,
  });
  const children = db.prepare('SELECT * FROM areas WHERE parentid = ? ORDER BY sortorder');
  const one = db.prepare('SELECT * FROM areas WHERE areaid = ?');

  handle('getAreaByParentId', async (req) => {
    const lang = normLang(req.query.langcode ?? 'B5');
    const parent = req.query.parentId;
    if (parent !== '0' && !one.get(parent)) throw notFound('找不到該地區');
    return ok((children.all(parent) as AreaRow[]).map((r) => toArea(r, lang)));
  });

  handle('getSigleArea', async (req) => {
    const lang = normLang(req.query.langcode ?? 'B5');
    const l1 = one.get(req.query.areaLevel1Id) as AreaRow | undefined;
    if (!l1 || l1.level !== 1) throw notFound('找不到該地區');
    let level2: Area | null = null;
    if (req.query.areaLevel2Id) {
      const l2 = one.get(req.query.areaLevel2Id) as AreaRow | undefined;
      if (!l2 || l2.level !== 2) throw notFound('找不到該地區');
      if (l2.parentid !== l1.areaid) throw badRequest('地區與所屬區域不符');
      level2 = toArea(l2, lang);
    }
    const result: SingleArea = { level1: toArea(l1, lang), level2 };
    return ok(result);
  });
}
