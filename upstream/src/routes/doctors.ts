import type { FastifyInstance } from 'fastify';
import type { Doctor } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { handlerOf } from '../lib/handle';
import {
  CLINIC_COLUMNS,
  CLINIC_FROM,
  DOCTOR_SUMMARY_COLUMNS,
  clinicExists,
  clinicSummary,
  doctorSummary,
  type ClinicRow,
  type DoctorRow,
} from '../lib/mappers';
import { countOf, pageWindow } from '../lib/paging';
import { allTermsMatch, anyColumnLike, termParams } from '../lib/search';
import { notFound, ok } from '../lib/reply';
import { blankToNull } from '../lib/params';

export function registerDoctorRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const { db } = ctx;
  // A word matches a doctor's name, registration number, specialties, bio (which names the
  // illnesses treated and the romanised name), or the name or district of a clinic they work at.
  const keywordMatch = allTermsMatch(
    (t) => `(${anyColumnLike(['d.username', 'd.regno', 'd.specialties', 'd.introduce'], t)}
      OR EXISTS (SELECT 1 FROM doctor_clinics x JOIN clinics c ON c.clinicid = x.clinicid
        JOIN areas ar ON ar.areaid = c.arealevel2id
        WHERE x.globaluserid = d.globaluserid AND (${anyColumnLike(['c.clinicname', 'ar.name_b5'], t)})))`,
  );
  // Best matches first: the first word in the name, then in the specialties, then in the bio.
  const relevance = `CASE WHEN @t0 IS NULL THEN 0 WHEN d.username LIKE @t0 ESCAPE '\\' THEN 0
    WHEN d.specialties LIKE @t0 ESCAPE '\\' THEN 1 WHEN d.introduce LIKE @t0 ESCAPE '\\' THEN 2 ELSE 3 END`;
  const where = `WHERE ${keywordMatch}
    AND (@specialty IS NULL OR EXISTS (SELECT 1 FROM json_each(d.specialties) WHERE value = @specialty))
    AND (@language IS NULL OR EXISTS (SELECT 1 FROM json_each(d.languages) WHERE value = @language))
    AND (@clinicid IS NULL OR EXISTS (SELECT 1 FROM doctor_clinics x WHERE x.globaluserid = d.globaluserid AND x.clinicid = @clinicid))
    AND (@a1 IS NULL OR EXISTS (SELECT 1 FROM doctor_clinics x JOIN clinics c ON c.clinicid = x.clinicid
      WHERE x.globaluserid = d.globaluserid AND c.arealevel1id = @a1))
    AND (@a2 IS NULL OR EXISTS (SELECT 1 FROM doctor_clinics x JOIN clinics c ON c.clinicid = x.clinicid
      WHERE x.globaluserid = d.globaluserid AND c.arealevel2id = @a2))`;
  const searchAsc = db.prepare(
    `SELECT ${DOCTOR_SUMMARY_COLUMNS} FROM doctors d ${where} ORDER BY ${relevance}, d.sortorder LIMIT @limit OFFSET @offset`,
  );
  const searchDesc = db.prepare(
    `SELECT ${DOCTOR_SUMMARY_COLUMNS} FROM doctors d ${where} ORDER BY answercount DESC, d.sortorder LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare(`SELECT COUNT(*) AS n FROM doctors d ${where}`);

  handle('searchDoctor', async (req) => {
    const b = req.body;
    const page = pageWindow(b.pageno, b.pagesize);
    const params = {
      ...termParams(b.keyword),
      specialty: blankToNull(b.specialty),
      language: blankToNull(b.language),
      clinicid: blankToNull(b.clinicid),
      a1: blankToNull(b.arealevel1id),
      a2: blankToNull(b.arealevel2id),
    };
    const rows = (b.sortdesc ? searchDesc : searchAsc).all({
      ...params,
      ...page,
    }) as DoctorRow[];
    return ok({ list: rows.map(doctorSummary), total: countOf(count, params) });
  });

  const byClinic = db.prepare(
    `SELECT ${DOCTOR_SUMMARY_COLUMNS} FROM doctors d JOIN doctor_clinics dc ON dc.globaluserid = d.globaluserid
     WHERE dc.clinicid = ? ORDER BY d.sortorder`,
  );
  handle('getDoctorByClinicID', async (req) => {
    if (!clinicExists(db, req.query.clinicid)) throw notFound('找不到該診所');
    return ok((byClinic.all(req.query.clinicid) as DoctorRow[]).map(doctorSummary));
  });

  const detail = db.prepare(
    `SELECT ${DOCTOR_SUMMARY_COLUMNS}, d.introduce, d.workexperience, d.education FROM doctors d WHERE d.globaluserid = ?`,
  );
  const clinicsOf = db.prepare(
    `SELECT ${CLINIC_COLUMNS} FROM ${CLINIC_FROM} JOIN doctor_clinics dc ON dc.clinicid = c.clinicid
     WHERE dc.globaluserid = ? ORDER BY c.sortorder`,
  );
  handle('getDocDetailByGlobalUserID', async (req) => {
    const row = detail.get(req.query.globaluserid) as
      (DoctorRow & { introduce: string; workexperience: string; education: string }) | undefined;
    if (!row) throw notFound('找不到該醫師');
    const doctor: Doctor = {
      ...doctorSummary(row),
      introduce: row.introduce,
      workexperience: row.workexperience,
      education: row.education,
      clinics: (clinicsOf.all(row.globaluserid) as ClinicRow[]).map(clinicSummary),
    };
    return ok(doctor);
  });
}
