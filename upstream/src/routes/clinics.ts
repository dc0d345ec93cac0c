import type { FastifyInstance } from 'fastify';
import type { ClinicDetail, SalesPoint } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { handlerOf } from '../lib/handle';
import {
  CLINIC_COLUMNS,
  CLINIC_FROM,
  DOCTOR_SUMMARY_COLUMNS,
  clinic,
  doctorExists,
  doctorSummary,
  type ClinicRow,
  type DoctorRow,
} from '../lib/mappers';
import { countOf, pageWindow } from '../lib/paging';
import { allTermsMatch, anyColumnLike, termParams } from '../lib/search';
import { notFound, ok } from '../lib/reply';
import { blankToNull, likePattern } from '../lib/params';

export function registerClinicRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const { db } = ctx;
  // A word matches a clinic's name, address, district, services or introduction, or the name or
  // specialties of a doctor who works there.
  const where = `WHERE ${allTermsMatch(
    (
      t,
    ) => `(${anyColumnLike(['c.clinicname', 'c.address', 'ar.name_b5', 'c.services', 'c.introduce'], t)}
      OR EXISTS (SELECT 1 FROM doctor_clinics x JOIN doctors d ON d.globaluserid = x.globaluserid
        WHERE x.clinicid = c.clinicid AND (${anyColumnLike(['d.username', 'd.specialties'], t)})))`,
  )}
    AND (@a1 IS NULL OR c.arealevel1id = @a1) AND (@a2 IS NULL OR c.arealevel2id = @a2)`;
  const search = (desc: boolean) =>
    db.prepare(
      `SELECT ${CLINIC_COLUMNS} FROM ${CLINIC_FROM} ${where}
       ORDER BY c.sortorder ${desc ? 'DESC' : 'ASC'} LIMIT @limit OFFSET @offset`,
    );
  const searchAsc = search(false);
  const searchDesc = search(true);
  const count = db.prepare(`SELECT COUNT(*) AS n FROM ${CLINIC_FROM} ${where}`);

  handle('searchClinic', async (req) => {
    const b = req.body;
    const page = pageWindow(b.pageno, b.pagesize);
    const params = {
      ...termParams(b.keyword),
      a1: blankToNull(b.arealevel1id),
      a2: blankToNull(b.arealevel2id),
    };
    const rows = (b.sortdesc ? searchDesc : searchAsc).all({
      ...params,
      ...page,
    }) as ClinicRow[];
    return ok({ list: rows.map(clinic), total: countOf(count, params) });
  });

  const random = db.prepare(
    `SELECT ${CLINIC_COLUMNS} FROM ${CLINIC_FROM} ORDER BY random() LIMIT ?`,
  );
  handle('getRandomClinicList', async (req) =>
    ok((random.all(req.query.size ?? 15) as ClinicRow[]).map(clinic)),
  );

  const one = db.prepare(`SELECT ${CLINIC_COLUMNS} FROM ${CLINIC_FROM} WHERE c.clinicid = ?`);
  const doctorsAt = db.prepare(
    `SELECT ${DOCTOR_SUMMARY_COLUMNS} FROM doctors d JOIN doctor_clinics dc ON dc.globaluserid = d.globaluserid
     WHERE dc.clinicid = ? ORDER BY d.sortorder`,
  );
  handle('getClinicDetailByClinicId', async (req) => {
    const row = one.get(req.query.clinicid) as ClinicRow | undefined;
    if (!row) throw notFound('找不到該診所');
    const detail: ClinicDetail = {
      ...clinic(row),
      doctors: (doctorsAt.all(row.clinicid) as DoctorRow[]).map(doctorSummary),
    };
    return ok(detail);
  });

  const ofDoctor = db.prepare(
    `SELECT ${CLINIC_COLUMNS} FROM ${CLINIC_FROM} JOIN doctor_clinics dc ON dc.clinicid = c.clinicid
     WHERE dc.globaluserid = ? ORDER BY c.sortorder`,
  );
  const clinicsOfDoctor = (id: string) => {
    if (!doctorExists(db, id)) throw notFound('找不到該醫師');
    return ok((ofDoctor.all(id) as ClinicRow[]).map(clinic));
  };
  handle('getClinicListByGlobalUserID', async (req) => clinicsOfDoctor(req.query.globaluserid));
  handle('getClinicListByDocGlobalId', async (req) =>
    clinicsOfDoctor(req.query.doctorglobaluserid),
  );

  const spWhere = `WHERE (@kw IS NULL OR name LIKE @kw ESCAPE '\\' OR address LIKE @kw ESCAPE '\\' OR districtname LIKE @kw ESCAPE '\\')`;
  const spList = db.prepare(
    `SELECT salespointid, name, address, contacttel, districtname, openinghours, lat, lng FROM salespoints
     ${spWhere} ORDER BY salespointid LIMIT @limit OFFSET @offset`,
  );
  const spCount = db.prepare(`SELECT COUNT(*) AS n FROM salespoints ${spWhere}`);
  handle('getQingYuanSalesPoint', async (req) => {
    const b = req.body;
    const page = pageWindow(b.pageno, b.pagesize);
    const kw = likePattern(blankToNull(b.keyword));
    const list = spList.all({
      kw,
      ...page,
    }) as SalesPoint[];
    return ok({ list, total: countOf(spCount, { kw }) });
  });
}
