import type { Static } from 'typebox';
import type * as S from './schemas';

export type Job = Static<typeof S.JobSchema>;

export type JobDetail = Static<typeof S.JobDetailSchema>;

export type Resume = Static<typeof S.ResumeSchema>;

/** Limits of a resume's text fields, as the API takes them (its schema and the form read these). */
export const RESUME_LIMITS = {
  name: 20,
  education: 500,
  workexperience: 2000,
  introduce: 1000,
} as const;

export type DeliveryStatus = Static<typeof S.DeliveryStatusSchema>;

export const DELIVERY_STATUS_TEXT: Record<DeliveryStatus, string> = {
  submitted: '已投遞',
  viewed: '已查閱',
  interview: '邀請面試',
  rejected: '未獲錄取',
  hired: '已錄取',
};

export type Delivery = Static<typeof S.DeliverySchema>;
