import type { FastifyInstance } from 'fastify';
import type { UpstreamContext } from '../context';
import { clinicRepo } from '../db/repos/clinics';
import { doctorRepo } from '../db/repos/doctors';
import { handlerOf } from '../lib/handle';
import { pageWindow } from '../lib/paging';
import { termParams } from '../lib/search';
import { notFound, ok } from '../lib/reply';
import { blankToNull } from '../lib/params';

export function registerDoctorRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const doctors = doctorRepo(ctx.db);
  const clinics = clinicRepo(ctx.db);

  handle('searchDoctor', async (req) => {
    const b = req.body;
    const params = {
      ...termParams(b.keyword),
      specialty: blankToNull(b.specialty),
      language: blankToNull(b.language),
      clinicid: blankToNull(b.clinicid),
      a1: blankToNull(b.arealevel1id),
      a2: blankToNull(b.arealevel2id),
    };
    return ok(doctors.search(params, pageWindow(b.pageno, b.pagesize), !!b.sortdesc));
  });

  handle('getDoctorByClinicID', async (req) => {
    if (!clinics.exists(req.query.clinicid)) throw notFound('找不到該診所');
    return ok(doctors.atClinic(req.query.clinicid));
  });

  handle('getDocDetailByGlobalUserID', async (req) => {
    const doctor = doctors.detail(req.query.globaluserid);
    if (!doctor) throw notFound('找不到該醫師');
    return ok(doctor);
  });
}
