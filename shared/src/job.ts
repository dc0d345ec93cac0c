import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
import type { RequestBody } from './requests';

export type Job = Static<typeof S.JobSchema>;

export type JobDetail = Static<typeof S.JobDetailSchema>;

export type JobListBody = RequestBody<'queryJobList'>;

export type JobDetailBody = RequestBody<'queryJobDetail'>;

export type Resume = Static<typeof S.ResumeSchema>;

/**
 * A new resume. `isopen` says whether employers may see it from the start; a resume created
 * without it stays closed until the client opens it.
 */
export type ResumeAddBody = RequestBody<'resumeAdd'>;

/** Limits of a resume's text fields, as the API takes them (its schema and the form read these). */
export const RESUME_LIMITS = {
  name: 20,
  education: 500,
  workexperience: 2000,
  introduce: 1000,
} as const;

/** What a client writes in a resume (the fields of a new or changed one). */
export type ResumeInput = Omit<ResumeAddBody, 'isopen' | 'clientId' | 'clientID'>;

export type ResumeModifyBody = RequestBody<'resumeModify'>;

export type ResumeIdBody = RequestBody<'resumeDelete'>;

export type ResumeStatusBody = RequestBody<'resumeChangeOpenStatus'>;

export type ClientBody = RequestBody<'getClientResume'>;

export type DeliveryStatus = Static<typeof S.DeliveryStatusSchema>;

export const DELIVERY_STATUS_TEXT: Record<DeliveryStatus, string> = {
  submitted: '已投遞',
  viewed: '已查閱',
  interview: '邀請面試',
  rejected: '未獲錄取',
  hired: '已錄取',
};

export type Delivery = Static<typeof S.DeliverySchema>;

export type DeliveryListBody = RequestBody<'queryDeliveries'>;

export type DeliveryBody = RequestBody<'delivery'>;
