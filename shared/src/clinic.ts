import type { Static } from 'typebox';
import type * as S from './schemas';

export type OpeningHours = Static<typeof S.OpeningHoursSchema>;

export type ClinicSummary = Static<typeof S.ClinicSummarySchema>;

export type Clinic = Static<typeof S.ClinicSchema>;

export type ClinicDetail = Static<typeof S.ClinicDetailSchema>;

export type SalesPoint = Static<typeof S.SalesPointSchema>;
