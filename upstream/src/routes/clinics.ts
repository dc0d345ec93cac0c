import type { FastifyInstance } from 'fastify';
import type { ClinicDetail } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { clinicRepo } from '../db/repos/clinics';
import { doctorRepo } from '../db/repos/doctors';
import { handlerOf } from '../lib/handle';
import { pageWindow } from '../lib/paging';
import { termParams } from '../lib/search';
import { notFound, ok } from '../lib/reply';
import { blankToNull, likePattern } from '../lib/params';

export function registerClinicRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const clinics = clinicRepo(ctx.db);
  const doctors = doctorRepo(ctx.db);

  handle('searchClinic', async (req) => {
    const b = req.body;
    const params = {
      ...termParams(b.keyword),
      a1: blankToNull(b.arealevel1id),
      a2: blankToNull(b.arealevel2id),
    };
    return ok(clinics.search(params, pageWindow(b.pageno, b.pagesize), !!b.sortdesc));
  });

  handle('getRandomClinicList', async (req) => ok(clinics.random(req.query.size ?? 15)));

  handle('getClinicDetailByClinicId', async (req) => {
    const found = clinics.byId(req.query.clinicid);
    if (!found) throw notFound('找不到該診所');
    const detail: ClinicDetail = { ...found, doctors: doctors.atClinic(found.clinicid) };
    return ok(detail);
  });

  const clinicsOfDoctor = (id: string) => {
    if (!doctors.exists(id)) throw notFound('找不到該醫師');
    return ok(clinics.ofDoctor(id));
  };
  handle('getClinicListByGlobalUserID', async (req) => clinicsOfDoctor(req.query.globaluserid));
  handle('getClinicListByDocGlobalId', async (req) =>
    clinicsOfDoctor(req.query.doctorglobaluserid),
  );

  handle('getQingYuanSalesPoint', async (req) => {
    const b = req.body;
    const kw = likePattern(blankToNull(b.keyword));
    return ok(clinics.salesPoints(kw, pageWindow(b.pageno, b.pagesize)));
  });
}
