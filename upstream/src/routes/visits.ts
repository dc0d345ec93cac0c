import type { FastifyInstance } from 'fastify';
import type {
  CardStatus,
  CardUsage,
  MedicalPlanCard,
  Prescription,
  PrescriptionItem,
  ServiceCard,
  VisitDetail,
  VisitRecord,
} from '@portal/shared';
import type { UpstreamContext } from '../context';
import { handlerOf } from '../lib/handle';
import { countOf, pageWindow } from '../lib/paging';
import { forbidden, notFound, ok } from '../lib/reply';
import { hkDate } from '../lib/time';

export function registerVisitRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const { db } = ctx;
  const columns = `v.clientregisterid AS clientRegisterID, v.clientid, v.globaluserid AS doctorid, d.username AS doctorname,
    v.clinicid, c.clinicname, v.visitdate, v.diagnosis, v.symptoms`;
  const from = `visits v JOIN doctors d ON d.globaluserid = v.globaluserid JOIN clinics c ON c.clinicid = v.clinicid`;
  const list = db.prepare(
    `SELECT ${columns} FROM ${from} WHERE v.clientid = ? ORDER BY v.visitdate DESC LIMIT ? OFFSET ?`,
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM visits WHERE clientid = ?');
  handle('getUserVisitRecord', async (req) => {
    const page = pageWindow(req.query.pageNo, req.query.pageSize);
    const rows = list.all(req.clientid, page.limit, page.offset) as VisitRecord[];
    return ok({ list: rows, total: countOf(count, req.clientid) });
  });

  const owner = db.prepare('SELECT clientid FROM visits WHERE clientregisterid = ?');
  /** The visit must exist and be the caller's own. */
  function ownVisit(id: string, clientid: string): void {
    const row = owner.get(id) as { clientid: string } | undefined;
    if (!row) throw notFound('找不到該就診記錄');
    if (row.clientid !== clientid) throw forbidden('無權查看其他用戶的就診記錄');
  }

  const detail = db.prepare(
    `SELECT ${columns}, v.tongue, v.pulse, v.advice, v.fee FROM ${from} WHERE v.clientregisterid = ?`,
  );
  handle('getVisitDetail', async (req) => {
    ownVisit(req.query.clientRegisterID, req.clientid);
    return ok(detail.get(req.query.clientRegisterID) as VisitDetail);
  });

  const prescriptions = db.prepare(
    `SELECT prescriptionid, clientregisterid AS clientRegisterID, doses, usage, instructions, items
     FROM prescriptions WHERE clientregisterid = ? ORDER BY prescriptionid`,
  );
  handle('getPrecriptiontByClientRegisterId', async (req) => {
    ownVisit(req.query.clientRegisterID, req.clientid);
    const rows = prescriptions.all(req.query.clientRegisterID) as (Omit<Prescription, 'items'> & {
      items: string;
    })[];
    return ok(rows.map((r) => ({ ...r, items: JSON.parse(r.items) as PrescriptionItem[] })));
  });

  const status = (used: boolean, expiredate: string): CardStatus =>
    used ? 'used' : expiredate < hkDate(ctx.now()) ? 'expired' : 'active';
  const plans = db.prepare(
    `SELECT p.medicalplanitemid, p.planname, p.clinicname, p.totaltimes,
       COALESCE((SELECT SUM(times) FROM card_usages u WHERE u.cardkind = 'plan' AND u.cardid = p.medicalplanitemid), 0) AS usedtimes,
       p.startdate, p.expiredate
     FROM plan_cards p WHERE p.clientid = ? ORDER BY p.startdate DESC`,
  );
  const services = db.prepare(
    `SELECT s.clientservicecardid, s.cardname, s.clinicname, s.totalamount,
       s.totalamount - COALESCE((SELECT SUM(amount) FROM card_usages u WHERE u.cardkind = 'service' AND u.cardid = s.clientservicecardid), 0) AS balance,
       s.startdate, s.expiredate
     FROM service_cards s WHERE s.clientid = ? ORDER BY s.startdate DESC`,
  );
  handle('getServiceCardsMedicalPlan', async (req) => {
    const p = (plans.all(req.clientid) as Omit<MedicalPlanCard, 'status'>[]).map((r) => ({
      ...r,
      status: status(r.usedtimes >= r.totaltimes, r.expiredate),
    }));
    const s = (services.all(req.clientid) as Omit<ServiceCard, 'status'>[]).map((r) => ({
      ...r,
      status: status(r.balance <= 0, r.expiredate),
    }));
    return ok({ plans: p, services: s });
  });

  const usages = db.prepare(
    `SELECT usageid, usedate, clinicname, doctorname, item, times, amount FROM card_usages
     WHERE cardkind = ? AND cardid = ? ORDER BY usedate DESC`,
  );
  const planOwner = db.prepare('SELECT clientid FROM plan_cards WHERE medicalplanitemid = ?');
  const serviceOwner = db.prepare(
    'SELECT clientid FROM service_cards WHERE clientservicecardid = ?',
  );
  handle('getMedicalPlanUseDetail', async (req) => {
    const row = planOwner.get(req.query.medicalplanitemid) as { clientid: string } | undefined;
    if (!row) throw notFound('找不到該療程卡');
    if (row.clientid !== req.clientid) throw forbidden('無權查看其他用戶的療程卡');
    return ok(usages.all('plan', req.query.medicalplanitemid) as CardUsage[]);
  });
  handle('getClientServiceCardDetail', async (req) => {
    const row = serviceOwner.get(req.query.clientservicecardid) as { clientid: string } | undefined;
    if (!row) throw notFound('找不到該服務卡');
    if (row.clientid !== req.clientid) throw forbidden('無權查看其他用戶的服務卡');
    return ok(usages.all('service', req.query.clientservicecardid) as CardUsage[]);
  });
}
