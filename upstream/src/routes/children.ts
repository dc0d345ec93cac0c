import type { FastifyInstance } from 'fastify';
import { CHILD_AGE_MONTHS_MAX, MEASURES } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { handlerOf } from '../lib/handle';
import { assess } from '../growth/assess';
import { badRequest, ok } from '../lib/reply';
import { hkDate, isValidDate } from '../lib/time';

export function registerChildrenRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  handle('calcChildHealth', async (req) => {
    const b = req.body;
    const range = MEASURES[b.measuretype];
    if (b.value < range.min || b.value > range.max) {
      throw badRequest(`${range.label()}數值應在 ${range.min} 至 ${range.max} ${range.unit} 之間`);
    }
    let agemonths = b.agemonths;
    if (b.birthday !== undefined && b.birthday !== '') {
      const measured = b.measuredate || hkDate(ctx.now());
      if (!isValidDate(b.birthday)) throw badRequest('出生日期格式應為 YYYY-MM-DD');
      if (!isValidDate(measured)) throw badRequest('量度日期格式應為 YYYY-MM-DD');
      if (measured > hkDate(ctx.now())) throw badRequest('量度日期不可遲於今天');
      if (b.birthday > measured) throw badRequest('出生日期不可遲於量度日期');
      // Age in days / (365.25/12) keeps fractions of a month, as WHO's tables do.
      const days = (Date.parse(measured) - Date.parse(b.birthday)) / 86_400_000;
      agemonths = Math.round((days / 30.4375) * 100) / 100;
    }
    if (agemonths === undefined) throw badRequest('請提供出生日期或月齡');
    if (agemonths > CHILD_AGE_MONTHS_MAX) throw badRequest('年齡超出範圍（0 至 18 歲）');
    if (b.measuretype === 'bmi' && b.position !== undefined && b.height === undefined)
      throw badRequest('按量度姿勢調整 BMI 時，請一併提供身高');
    return ok(
      assess(b.sex, b.measuretype, agemonths, b.value, {
        ...(b.position !== undefined && { position: b.position }),
        ...(b.height !== undefined && { height: b.height }),
      }),
    );
  });
}
