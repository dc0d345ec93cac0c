/**
 * The hand-written entity types the web reads must stay true to the answer schemas the BFF checks:
 * each one is a narrowing of `Static` of its schema (it may require what the schema leaves
 * optional, never contradict it). Checked by the type checker; the assertions do nothing at run
 * time.
 */
import type { Static } from '@sinclair/typebox';
import { describe, expectTypeOf, it } from 'vitest';
import type * as S from './schemas';
import type {
  Activity,
  ActivityRegistration,
  Area,
  Ask,
  AskAnswer,
  AskDetail,
  Association,
  Booking,
  CardUsage,
  CentilePoint,
  CheckVCodeResult,
  ChildHealthResult,
  Clinic,
  ClinicDetail,
  ClinicSummary,
  CodeTableEntry,
  Delivery,
  Doctor,
  DoctorSignupResult,
  DoctorSummary,
  FeedbackResult,
  Job,
  JobDetail,
  MedicalPlanCard,
  NewsDetail,
  NewsSummary,
  OSClientLookup,
  OpeningHours,
  Prescription,
  PrescriptionItem,
  Resume,
  SalesPoint,
  ServiceCard,
  ServiceCardsMedicalPlan,
  SingleArea,
  SystemStatistic,
  TimeSection,
  TopAnswerDoctor,
  UploadResult,
  UserInfo,
  VCodeResult,
  VisitDetail,
  VisitRecord,
  WorkDate,
} from './index';

describe('entity types', () => {
  it('narrow their answer schemas', () => {
    expectTypeOf<Activity>().toExtend<Static<typeof S.ActivitySchema>>();
    expectTypeOf<ActivityRegistration>().toExtend<Static<typeof S.ActivityRegistrationSchema>>();
    expectTypeOf<Area>().toExtend<Static<typeof S.AreaSchema>>();
    expectTypeOf<Ask>().toExtend<Static<typeof S.AskSchema>>();
    expectTypeOf<AskAnswer>().toExtend<Static<typeof S.AskAnswerSchema>>();
    expectTypeOf<AskDetail>().toExtend<Static<typeof S.AskDetailSchema>>();
    expectTypeOf<Association>().toExtend<Static<typeof S.AssociationSchema>>();
    expectTypeOf<Booking>().toExtend<Static<typeof S.BookingSchema>>();
    expectTypeOf<CardUsage>().toExtend<Static<typeof S.CardUsageSchema>>();
    expectTypeOf<CentilePoint>().toExtend<Static<typeof S.CentilePointSchema>>();
    expectTypeOf<CheckVCodeResult>().toExtend<Static<typeof S.CheckVCodeResultSchema>>();
    expectTypeOf<ChildHealthResult>().toExtend<Static<typeof S.ChildHealthResultSchema>>();
    expectTypeOf<Clinic>().toExtend<Static<typeof S.ClinicSchema>>();
    expectTypeOf<ClinicDetail>().toExtend<Static<typeof S.ClinicDetailSchema>>();
    expectTypeOf<ClinicSummary>().toExtend<Static<typeof S.ClinicSummarySchema>>();
    expectTypeOf<CodeTableEntry>().toExtend<Static<typeof S.CodeTableEntrySchema>>();
    expectTypeOf<Delivery>().toExtend<Static<typeof S.DeliverySchema>>();
    expectTypeOf<Doctor>().toExtend<Static<typeof S.DoctorSchema>>();
    expectTypeOf<DoctorSignupResult>().toExtend<Static<typeof S.DoctorSignupResultSchema>>();
    expectTypeOf<DoctorSummary>().toExtend<Static<typeof S.DoctorSummarySchema>>();
    expectTypeOf<FeedbackResult>().toExtend<Static<typeof S.FeedbackResultSchema>>();
    expectTypeOf<Job>().toExtend<Static<typeof S.JobSchema>>();
    expectTypeOf<JobDetail>().toExtend<Static<typeof S.JobDetailSchema>>();
    expectTypeOf<MedicalPlanCard>().toExtend<Static<typeof S.MedicalPlanCardSchema>>();
    expectTypeOf<NewsDetail>().toExtend<Static<typeof S.NewsDetailSchema>>();
    expectTypeOf<NewsSummary>().toExtend<Static<typeof S.NewsSummarySchema>>();
    expectTypeOf<OSClientLookup>().toExtend<Static<typeof S.OSClientLookupSchema>>();
    expectTypeOf<OpeningHours>().toExtend<Static<typeof S.OpeningHoursSchema>>();
    expectTypeOf<Prescription>().toExtend<Static<typeof S.PrescriptionSchema>>();
    expectTypeOf<PrescriptionItem>().toExtend<Static<typeof S.PrescriptionItemSchema>>();
    expectTypeOf<Resume>().toExtend<Static<typeof S.ResumeSchema>>();
    expectTypeOf<SalesPoint>().toExtend<Static<typeof S.SalesPointSchema>>();
    expectTypeOf<ServiceCard>().toExtend<Static<typeof S.ServiceCardSchema>>();
    expectTypeOf<ServiceCardsMedicalPlan>().toExtend<
      Static<typeof S.ServiceCardsMedicalPlanSchema>
    >();
    expectTypeOf<SingleArea>().toExtend<Static<typeof S.SingleAreaSchema>>();
    expectTypeOf<SystemStatistic>().toExtend<Static<typeof S.SystemStatisticSchema>>();
    expectTypeOf<TimeSection>().toExtend<Static<typeof S.TimeSectionSchema>>();
    expectTypeOf<TopAnswerDoctor>().toExtend<Static<typeof S.TopAnswerDoctorSchema>>();
    expectTypeOf<UploadResult>().toExtend<Static<typeof S.UploadResultSchema>>();
    expectTypeOf<UserInfo>().toExtend<Static<typeof S.UserInfoSchema>>();
    expectTypeOf<VCodeResult>().toExtend<Static<typeof S.VCodeResultSchema>>();
    expectTypeOf<VisitDetail>().toExtend<Static<typeof S.VisitDetailSchema>>();
    expectTypeOf<VisitRecord>().toExtend<Static<typeof S.VisitRecordSchema>>();
    expectTypeOf<WorkDate>().toExtend<Static<typeof S.WorkDateSchema>>();
  });
});
