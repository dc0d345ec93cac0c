/** Row -> contract shape mappers and the SQL fragments that feed them. */
import type { Clinic, ClinicSummary, DoctorSummary, OpeningHours } from '@portal/shared';
import type { Db } from '../db/index';
import { parseJsonArray } from './reply';

export const CLINIC_COLUMNS = `c.clinicid, c.clinicname, c.contacttel, c.address, c.arealevel1id, c.arealevel2id,
  ar.name_b5 AS districtname, c.lat, c.lng, c.logo, c.introduce, c.openinghours, c.photos, c.services`;
export const CLINIC_FROM = 'clinics c JOIN areas ar ON ar.areaid = c.arealevel2id';

export interface ClinicRow {
  clinicid: string;
  clinicname: string;
  contacttel: string;
  address: string;
  arealevel1id: string;
  arealevel2id: string;
  districtname: string;
  lat: number;
  lng: number;
  logo: string;
  introduce: string;
  openinghours: string;
  photos: string;
  services: string;
}

export function clinicSummary(r: ClinicRow): ClinicSummary {
  return {
    clinicid: r.clinicid,
    clinicname: r.clinicname,
    contacttel: r.contacttel,
    address: r.address,
    arealevel1id: r.arealevel1id,
    arealevel2id: r.arealevel2id,
    districtname: r.districtname,
    lat: r.lat,
    lng: r.lng,
    logo: r.logo,
  };
}

export function clinic(r: ClinicRow): Clinic {
  return {
    ...clinicSummary(r),
    introduce: r.introduce,
    openinghours: JSON.parse(r.openinghours) as OpeningHours[],
    photos: parseJsonArray(r.photos),
    services: parseJsonArray(r.services),
  };
}

export const DOCTOR_SUMMARY_COLUMNS = `d.globaluserid, d.username, d.title, d.photo, d.specialties, d.regno, d.languages,
  (SELECT json_group_array(DISTINCT ar.name_b5) FROM doctor_clinics dc
     JOIN clinics c2 ON c2.clinicid = dc.clinicid JOIN areas ar ON ar.areaid = c2.arealevel2id
     WHERE dc.globaluserid = d.globaluserid) AS districts,
  (SELECT COUNT(*) FROM answers an WHERE an.globaluserid = d.globaluserid) AS answercount`;

export interface DoctorRow {
  globaluserid: string;
  username: string;
  title: string;
  photo: string;
  specialties: string;
  regno: string;
  languages: string;
  districts: string;
  answercount: number;
}

export function doctorSummary(r: DoctorRow): DoctorSummary {
  return {
    globaluserid: r.globaluserid,
    username: r.username,
    title: r.title,
    photo: r.photo,
    specialties: parseJsonArray(r.specialties),
    regno: r.regno,
    languages: parseJsonArray(r.languages),
    districts: parseJsonArray(r.districts),
    answercount: r.answercount,
  };
}

export const NEWS_COLUMNS = `n.newsid, n.title, n.category, COALESCE(ct.codedesc, '') AS categoryname, n.tag, n.introduce,
  n.cover, n.author, n.globaluserid, n.publishtime, n.viewcount`;
export const NEWS_FROM = `news n LEFT JOIN codetables ct ON ct.tablename = 'news' AND ct.codeid = n.category`;

export function doctorExists(db: Db, id: string): boolean {
  return !!db.prepare('SELECT 1 FROM doctors WHERE globaluserid = ?').get(id);
}

export function clinicExists(db: Db, id: string): boolean {
  return !!db.prepare('SELECT 1 FROM clinics WHERE clinicid = ?').get(id);
}
