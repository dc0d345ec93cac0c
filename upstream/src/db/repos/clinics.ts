/** Data access for clinics and the points of sale. */
import type { Clinic, SalesPoint } from '@portal/shared';
import { clinic, type ClinicRow } from '../../lib/mappers';
import { countOf } from '../../lib/paging';
import { allTermsMatch, anyColumnLike } from '../../lib/search';
import type { Db } from '../index';
import { perDb } from './once';
import type { Complete } from '../../lib/complete';

/** The columns {@link ClinicRow} holds, from {@link CLINIC_FROM}. */
export const CLINIC_COLUMNS = `c.clinicid, c.clinicname, c.contacttel, c.address, c.arealevel1id, c.arealevel2id,
  ar.name_b5 AS districtname, c.lat, c.lng, c.logo, c.introduce, c.openinghours, c.photos, c.services`;
export const CLINIC_FROM = 'clinics c JOIN areas ar ON ar.areaid = c.arealevel2id';

type Page = { limit: number; offset: number };

export const clinicRepo = perDb((db: Db) => {
  // A word matches a clinic's name, address, district (or a neighbourhood in it), services or
  // introduction, or the name, specialties or illnesses treated of a doctor who works there.
  const where = `WHERE ${allTermsMatch(
    (
      t,
      p,
    ) => `(${anyColumnLike(['c.clinicname', 'c.address', 'ar.name_b5', 'c.services', 'c.introduce'], t)}
      OR ar.name_b5 = ${p}
      OR EXISTS (SELECT 1 FROM doctor_clinics x JOIN doctors d ON d.globaluserid = x.globaluserid
        WHERE x.clinicid = c.clinicid AND (${anyColumnLike(['d.username', 'd.specialties', 'd.introduce'], t)})))`,
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
  const random = db.prepare(
    `SELECT ${CLINIC_COLUMNS} FROM ${CLINIC_FROM} ORDER BY random() LIMIT ?`,
  );
  const one = db.prepare(`SELECT ${CLINIC_COLUMNS} FROM ${CLINIC_FROM} WHERE c.clinicid = ?`);
  const exists = db.prepare('SELECT 1 FROM clinics WHERE clinicid = ?');
  const ofDoctor = db.prepare(
    `SELECT ${CLINIC_COLUMNS} FROM ${CLINIC_FROM} JOIN doctor_clinics dc ON dc.clinicid = c.clinicid
     WHERE dc.globaluserid = ? ORDER BY c.sortorder`,
  );
  const spWhere = `WHERE (@kw IS NULL OR name LIKE @kw ESCAPE '\\' OR address LIKE @kw ESCAPE '\\' OR districtname LIKE @kw ESCAPE '\\')`;
  const spList = db.prepare(
    `SELECT salespointid, name, address, contacttel, districtname, openinghours, lat, lng FROM salespoints
     ${spWhere} ORDER BY salespointid LIMIT @limit OFFSET @offset`,
  );
  const spCount = db.prepare(`SELECT COUNT(*) AS n FROM salespoints ${spWhere}`);

  return {
    /** One page of matches in display order (or reversed) and the number of all matches. */
    search(params: Record<string, string | null>, page: Page, desc: boolean) {
      const rows = (desc ? searchDesc : searchAsc).all({ ...params, ...page }) as ClinicRow[];
      return { list: rows.map(clinic), total: countOf(count, params) };
    },
    random: (size: number) => (random.all(size) as ClinicRow[]).map(clinic),
    byId(clinicid: string): Complete<Clinic> | undefined {
      const row = one.get(clinicid) as ClinicRow | undefined;
      return row && clinic(row);
    },
    exists: (clinicid: string) => !!exists.get(clinicid),
    /** The clinics a doctor works at, in display order. */
    ofDoctor: (globaluserid: string) => (ofDoctor.all(globaluserid) as ClinicRow[]).map(clinic),
    /** One page of points of sale whose name, address or district holds `kw` (a LIKE pattern). */
    salesPoints(kw: string | null, page: Page) {
      const list = spList.all({ kw, ...page }) as SalesPoint[];
      return { list, total: countOf(spCount, { kw }) };
    },
  };
});
