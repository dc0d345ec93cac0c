import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
import type { PageQuery } from './envelope';

export type VisitRecord = Static<typeof S.VisitRecordSchema>;

export type VisitDetail = Static<typeof S.VisitDetailSchema>;

export interface VisitRecordQuery extends PageQuery {
  clientid?: string;
}

export interface VisitDetailQuery {
  clientRegisterID: string;
  clientid?: string;
}

export type PrescriptionItem = Static<typeof S.PrescriptionItemSchema>;

export type Prescription = Static<typeof S.PrescriptionSchema>;

export interface PrescriptionQuery {
  clientRegisterID: string;
  clientid?: string;
}

export type CardStatus = Static<typeof S.CardStatusSchema>;

export type MedicalPlanCard = Static<typeof S.MedicalPlanCardSchema>;

export type ServiceCard = Static<typeof S.ServiceCardSchema>;

export type ServiceCardsMedicalPlan = Static<typeof S.ServiceCardsMedicalPlanSchema>;

export interface CardsQuery {
  clientID?: string;
}

export type CardUsage = Static<typeof S.CardUsageSchema>;

export interface PlanUseQuery {
  clientid?: string;
  medicalplanitemid: string;
}

export interface ServiceCardDetailQuery {
  clientid?: string;
  clientservicecardid: string;
}
