import type { FastifyInstance } from 'fastify';
import type { CardStatus } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { visitRepo } from '../db/repos/visits';
import { handlerOf } from '../lib/handle';
import { pageWindow } from '../lib/paging';
import { notFound, ok } from '../lib/reply';
import { hkDate } from '../lib/time';

export function registerVisitRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const visits = visitRepo(ctx.db);

  handle('getUserVisitRecord', async (req) =>
    ok(visits.visitsOf(req.clientid, pageWindow(req.query.pageNo, req.query.pageSize))),
  );

  /**
   * The visit must exist and be the caller's own; another client's answers as a missing one (as
   * do cards), so nobody learns which ids exist.
   */
  function ownVisit(id: string, clientid: string): void {
    if (visits.visitOwner(id) !== clientid) throw notFound('找不到該就診記錄');
  }

  handle('getVisitDetail', async (req) => {
    ownVisit(req.query.clientRegisterID, req.clientid);
    return ok(visits.visit(req.query.clientRegisterID)!);
  });

  handle('getPrecriptiontByClientRegisterId', async (req) => {
    ownVisit(req.query.clientRegisterID, req.clientid);
    return ok(visits.prescriptionsOf(req.query.clientRegisterID));
  });

  const status = (used: boolean, expiredate: string): CardStatus =>
    used ? 'used' : expiredate < hkDate(ctx.now()) ? 'expired' : 'active';
  handle('getServiceCardsMedicalPlan', async (req) => {
    const plans = visits.plansOf(req.clientid).map((r) => ({
      ...r,
      status: status(r.usedtimes >= r.totaltimes, r.expiredate),
    }));
    const services = visits.servicesOf(req.clientid).map((r) => ({
      ...r,
      status: status(r.balance <= 0, r.expiredate),
    }));
    return ok({ plans, services });
  });

  handle('getMedicalPlanUseDetail', async (req) => {
    const owner = visits.cardOwner('plan', req.query.medicalplanitemid);
    if (!owner || owner !== req.clientid) throw notFound('找不到該療程卡');
    return ok(visits.usagesOf('plan', req.query.medicalplanitemid));
  });
  handle('getClientServiceCardDetail', async (req) => {
    const owner = visits.cardOwner('service', req.query.clientservicecardid);
    if (!owner || owner !== req.clientid) throw notFound('找不到該服務卡');
    return ok(visits.usagesOf('service', req.query.clientservicecardid));
  });
}
