/** Data access for doctors: the search, a clinic's doctors, one doctor with their clinics. */
import type { ClinicSummary, Doctor, DoctorSummary } from '@portal/shared';
import { clinicSummary, doctorSummary, type ClinicRow, type DoctorRow } from '../../lib/mappers';
import { countOf } from '../../lib/paging';
import { allTermsMatch, anyColumnLike } from '../../lib/search';
import type { Db } from '../index';
import { CLINIC_COLUMNS, CLINIC_FROM } from './clinics';
import { perDb } from './once';

/** The columns {@link DoctorRow} holds, from `doctors d`. */
const DOCTOR_SUMMARY_COLUMNS = `d.globaluserid, d.username, d.title, d.photo, d.specialties, d.regno, d.languages,
  (SELECT json_group_array(DISTINCT ar.name_b5) FROM doctor_clinics dc
     JOIN clinics c2 ON c2.clinicid = dc.clinicid JOIN areas ar ON ar.areaid = c2.arealevel2id
     WHERE dc.globaluserid = d.globaluserid) AS districts,
  (SELECT COUNT(*) FROM answers an WHERE an.globaluserid = d.globaluserid) AS answercount`;

type DoctorDetailRow = DoctorRow & {
  introduce: string;
  workexperience: string;
  education: string;
};

/** Search filters: the keyword's term parameters and the optional filters (null: any). */
export type DoctorSearchParams = Record<string, string | null>;

export const doctorRepo = perDb((db: Db) => {
  // A word matches a doctor's name, registration number, specialties, bio (which names the
  // illnesses treated and the romanised name), or the name, address or district of a clinic they
  // work at; a neighbourhood's name matches its district's clinics.
  const keywordMatch = allTermsMatch(
    (t, p) => `(${anyColumnLike(['d.username', 'd.regno', 'd.specialties', 'd.introduce'], t)}
      OR EXISTS (SELECT 1 FROM doctor_clinics x JOIN clinics c ON c.clinicid = x.clinicid
        JOIN areas ar ON ar.areaid = c.arealevel2id
        WHERE x.globaluserid = d.globaluserid
          AND (${anyColumnLike(['c.clinicname', 'c.address', 'ar.name_b5'], t)} OR ar.name_b5 = ${p})))`,
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

  const byClinic = db.prepare(
    `SELECT ${DOCTOR_SUMMARY_COLUMNS} FROM doctors d JOIN doctor_clinics dc ON dc.globaluserid = d.globaluserid
     WHERE dc.clinicid = ? ORDER BY d.sortorder`,
  );
  const detail = db.prepare(
    `SELECT ${DOCTOR_SUMMARY_COLUMNS}, d.introduce, d.workexperience, d.education FROM doctors d WHERE d.globaluserid = ?`,
  );
  const exists = db.prepare('SELECT 1 FROM doctors WHERE globaluserid = ?');
  const clinicsOf = db.prepare(
    `SELECT ${CLINIC_COLUMNS} FROM ${CLINIC_FROM} JOIN doctor_clinics dc ON dc.clinicid = c.clinicid
     WHERE dc.globaluserid = ? ORDER BY c.sortorder`,
  );
  return {
    /** One page of matches (best first, or most answers first) and the number of all matches. */
    search(params: DoctorSearchParams, page: { limit: number; offset: number }, desc: boolean) {
      const rows = (desc ? searchDesc : searchAsc).all({ ...params, ...page }) as DoctorRow[];
      return { list: rows.map(doctorSummary), total: countOf(count, params) };
    },
    /** The doctors of a clinic, in display order. */
    atClinic: (clinicid: string): DoctorSummary[] =>
      (byClinic.all(clinicid) as DoctorRow[]).map(doctorSummary),
    exists: (globaluserid: string) => !!exists.get(globaluserid),
    /** The doctor's full record with the clinics they work at, in display order. */
    detail(globaluserid: string): Doctor | undefined {
      const row = detail.get(globaluserid) as DoctorDetailRow | undefined;
      if (!row) return undefined;
      const clinics: ClinicSummary[] = (clinicsOf.all(row.globaluserid) as ClinicRow[]).map(
        clinicSummary,
      );
      return {
        ...doctorSummary(row),
        introduce: row.introduce,
        workexperience: row.workexperience,
        education: row.education,
        clinics,
      };
    },
  };
});
