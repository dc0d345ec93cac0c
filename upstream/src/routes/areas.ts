import type { FastifyInstance } from 'fastify';
import type { Area, SingleArea } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { areaRepo, type AreaRow } from '../db/repos/areas';
import { handlerOf } from '../lib/handle';
import { badRequest, notFound, ok } from '../lib/reply';
import { normLang } from '../lib/params';

export function registerAreaRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const areas = areaRepo(ctx.db);
  const toArea = (r: AreaRow, lang: 'B5' | 'GB'): Area => ({
    areaid: r.areaid,
    parentid: r.parentid,
    level: r.level,
    areaname: lang === 'B5' ? r.name_b5 : r.name_gb,
  });

  handle('getAreaByParentId', async (req) => {
    const lang = normLang(req.query.langcode ?? 'B5');
    const parent = req.query.parentId;
    if (parent !== '0' && !areas.byId(parent)) throw notFound('找不到該地區');
    return ok(areas.children(parent).map((r) => toArea(r, lang)));
  });

  handle('getSigleArea', async (req) => {
    const lang = normLang(req.query.langcode ?? 'B5');
    const l1 = areas.byId(req.query.areaLevel1Id);
    if (!l1 || l1.level !== 1) throw notFound('找不到該地區');
    let level2: Area | null = null;
    if (req.query.areaLevel2Id) {
      const l2 = areas.byId(req.query.areaLevel2Id);
      if (!l2 || l2.level !== 2) throw notFound('找不到該地區');
      if (l2.parentid !== l1.areaid) throw badRequest('地區與所屬區域不符');
      level2 = toArea(l2, lang);
    }
    const result: SingleArea = { level1: toArea(l1, lang), level2 };
    return ok(result);
  });
}
