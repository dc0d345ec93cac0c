import type { Static } from 'typebox';
import type * as S from './schemas';

export type VisitRecord = Static<typeof S.VisitRecordSchema>;

export type VisitDetail = Static<typeof S.VisitDetailSchema>;

export type PrescriptionItem = Static<typeof S.PrescriptionItemSchema>;

export type Prescription = Static<typeof S.PrescriptionSchema>;

export type CardStatus = Static<typeof S.CardStatusSchema>;

export type MedicalPlanCard = Static<typeof S.MedicalPlanCardSchema>;

export type ServiceCard = Static<typeof S.ServiceCardSchema>;

export type ServiceCardsMedicalPlan = Static<typeof S.ServiceCardsMedicalPlanSchema>;

export type CardUsage = Static<typeof S.CardUsageSchema>;
