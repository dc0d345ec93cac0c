import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
import type { PageBody } from './envelope';

export type OpeningHours = Static<typeof S.OpeningHoursSchema>;

export type ClinicSummary = Static<typeof S.ClinicSummarySchema>;

export type Clinic = Static<typeof S.ClinicSchema>;

export type ClinicDetail = Static<typeof S.ClinicDetailSchema>;

export interface ClinicSearchBody extends PageBody {
  keyword?: string;
  arealevel1id?: string;
  arealevel2id?: string;
}

export type SalesPoint = Static<typeof S.SalesPointSchema>;

export interface SalesPointSearchBody extends PageBody {
  keyword?: string;
}
