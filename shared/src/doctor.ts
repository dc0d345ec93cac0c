import type { PageBody } from './envelope';
import type { ClinicSummary } from './clinic';

/**
 * A TCM doctor. `globaluserid` identifies a doctor everywhere (it is the `doctorId` of routes
 * and of the booking payload).
 */
export interface DoctorSummary {
  globaluserid: string;
  username: string;
  /** e.g. 註冊中醫師, 主任中醫師 */
  title: string;
  photo: string;
  specialties: string[];
  /** Chinese Medicine Council of Hong Kong registration number. */
  regno: string;
  /** e.g. 粵語, 普通話, 英語 */
  languages: string[];
  /** District names of the clinics the doctor works at. */
  districts: string[];
  /** Number of answered health questions. */
  answercount: number;
}

export interface Doctor extends DoctorSummary {
  /** Biography, plain text; paragraphs separated by `\n`. */
  introduce: string;
  workexperience: string;
  education: string;
  clinics: ClinicSummary[];
}

export interface DoctorSearchBody extends PageBody {
  keyword?: string;
  arealevel1id?: string;
  arealevel2id?: string;
  specialty?: string;
  language?: string;
  clinicid?: string;
}

/** Specialties used by the seed data and the doctor filters. */
export const SPECIALTIES = [
  '內科',
  '婦科',
  '兒科',
  '針灸',
  '推拿',
  '骨傷科',
  '皮膚科',
  '腫瘤科',
  '痛症',
  '調理養生',
] as const;

export const LANGUAGES = ['粵語', '普通話', '英語', '客家話', '潮州話'] as const;
