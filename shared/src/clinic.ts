import type { PageBody } from './envelope';
import type { DoctorSummary } from './doctor';

/** Opening hours of one weekday (1 = Monday … 7 = Sunday); `closed` days have empty times. */
export interface OpeningHours {
  weekday: number;
  open: string;
  close: string;
  closed: boolean;
}

export interface ClinicSummary {
  clinicid: string;
  clinicname: string;
  contacttel: string;
  address: string;
  /** Region (港島 / 九龍 / 新界) and district ids, see `area.ts`. */
  arealevel1id: string;
  arealevel2id: string;
  districtname: string;
  lat: number;
  lng: number;
  logo: string;
}

export interface Clinic extends ClinicSummary {
  introduce: string;
  openinghours: OpeningHours[];
  photos: string[];
  services: string[];
}

export interface ClinicDetail extends Clinic {
  doctors: DoctorSummary[];
}

export interface ClinicSearchBody extends PageBody {
  keyword?: string;
  arealevel1id?: string;
  arealevel2id?: string;
}

/** A QingYuan sales point (`/qySales`). */
export interface SalesPoint {
  salespointid: string;
  name: string;
  address: string;
  contacttel: string;
  districtname: string;
  openinghours: string;
  lat: number;
  lng: number;
}

export interface SalesPointSearchBody extends PageBody {
  keyword?: string;
}
