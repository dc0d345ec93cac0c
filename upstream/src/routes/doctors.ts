import type { FastifyInstance } from 'fastify';
import type { Doctor } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { doctorRepo } from '../db/repos/doctors';
import { handlerOf } from '../lib/handle';
import { clinicExists, clinicSummary, doctorSummary } from '../lib/mappers';
import { pageWindow } from '../lib/paging';
import { termParams } from '../lib/search';
import { notFound, ok } from '../lib/reply';
import { blankToNull } from '../lib/params';

export function registerDoctorRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const { db } = ctx;
  const doctors = doctorRepo(db);

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
    const { rows, total } = doctors.search(params, pageWindow(b.pageno, b.pagesize), !!b.sortdesc);
    return ok({ list: rows.map(doctorSummary), total });
  });

  handle('getDoctorByClinicID', async (req) => {
    if (!clinicExists(db, req.query.clinicid)) throw notFound('找不到該診所');
    return ok(doctors.atClinic(req.query.clinicid).map(doctorSummary));
  });

  handle('getDocDetailByGlobalUserID', async (req) => {
    const row = doctors.detail(req.query.globaluserid);
    if (!row) throw notFound('找不到該醫師');
    const doctor: Doctor = {
      ...doctorSummary(row),
      introduce: row.introduce,
      workexperience: row.workexperience,
      education: row.education,
      clinics: doctors.clinicsOf(row.globaluserid).map(clinicSummary),
    };
    return ok(doctor);
  });
}
