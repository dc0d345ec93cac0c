import type { Static } from 'typebox';
import type * as S from './schemas';
import type { MessageOptions } from './messages';
import * as m from './words';

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

const DELIVERY_STATUS_TEXT = {
  submitted: m.delivery_status_submitted,
  viewed: m.delivery_status_viewed,
  interview: m.delivery_status_interview,
  rejected: m.delivery_status_rejected,
  hired: m.delivery_status_hired,
} satisfies Record<DeliveryStatus, unknown>;

/** An application's status as the applicant reads it (`已投遞`, `Sent`); an unknown one as given. */
export function deliveryStatusText(status: string, o?: MessageOptions): string {
  const text = DELIVERY_STATUS_TEXT[status as DeliveryStatus];
  return text ? text({}, o) : status;
}

export type Delivery = Static<typeof S.DeliverySchema>;
