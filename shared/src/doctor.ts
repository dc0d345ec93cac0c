import type { Static } from 'typebox';
import type * as S from './schemas';

export type DoctorSummary = Static<typeof S.DoctorSummarySchema>;

export type Doctor = Static<typeof S.DoctorSchema>;

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
