/** Row -> contract shape mappers shared by the repositories (the rows' SQL lives there). */
import type { Clinic, ClinicSummary, DoctorSummary, OpeningHours } from '@portal/shared';
import { parseJsonArray } from './reply';
import type { Complete } from './complete';

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

export function clinicSummary(r: ClinicRow): Complete<ClinicSummary> {
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

export function clinic(r: ClinicRow): Complete<Clinic> {
  return {
    ...clinicSummary(r),
    introduce: r.introduce,
    openinghours: JSON.parse(r.openinghours) as Complete<OpeningHours>[],
    photos: parseJsonArray(r.photos),
    services: parseJsonArray(r.services),
  };
}

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
