import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
import type { RequestQuery } from './requests';

export type VisitRecord = Static<typeof S.VisitRecordSchema>;

export type VisitDetail = Static<typeof S.VisitDetailSchema>;

export type VisitRecordQuery = RequestQuery<'getUserVisitRecord'>;

export type VisitDetailQuery = RequestQuery<'getVisitDetail'>;

export type PrescriptionItem = Static<typeof S.PrescriptionItemSchema>;

export type Prescription = Static<typeof S.PrescriptionSchema>;

export type PrescriptionQuery = RequestQuery<'getPrecriptiontByClientRegisterId'>;

export type CardStatus = Static<typeof S.CardStatusSchema>;

export type MedicalPlanCard = Static<typeof S.MedicalPlanCardSchema>;

export type ServiceCard = Static<typeof S.ServiceCardSchema>;

export type ServiceCardsMedicalPlan = Static<typeof S.ServiceCardsMedicalPlanSchema>;

export type CardsQuery = RequestQuery<'getServiceCardsMedicalPlan'>;

export type CardUsage = Static<typeof S.CardUsageSchema>;

export type PlanUseQuery = RequestQuery<'getMedicalPlanUseDetail'>;

export type ServiceCardDetailQuery = RequestQuery<'getClientServiceCardDetail'>;
