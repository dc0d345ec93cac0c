import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
import type * as R from './requests';
import type { PageBody } from './envelope';

export type Job = Static<typeof S.JobSchema>;

export type JobDetail = Static<typeof S.JobDetailSchema>;

export interface JobListBody extends PageBody {
  keyword?: string;
  employmenttypeid?: string;
  arealevel1id?: string;
  arealevel2id?: string;
}

export interface JobDetailBody {
  clientId?: string;
  jobId: string;
  uid?: string;
}

export type Resume = Static<typeof S.ResumeSchema>;

/**
 * A new resume. `isopen` says whether employers may see it from the start; a resume created
 * without it stays closed until the client opens it.
 */
export type ResumeAddBody = Static<typeof R.ResumeAddBodySchema>;

/** Limits of a resume's text fields, as the API takes them (its schema and the form read these). */
export const RESUME_LIMITS = {
  name: 20,
  education: 500,
  workexperience: 2000,
  introduce: 1000,
} as const;

/** What a client writes in a resume (the fields of a new or changed one). */
export type ResumeInput = Omit<ResumeAddBody, 'isopen' | 'clientId' | 'clientID'>;

export type ResumeModifyBody = Static<typeof R.ResumeModifyBodySchema>;

export interface ResumeIdBody {
  resumeid: string;
  clientid?: string;
}

export interface ResumeStatusBody extends ResumeIdBody {
  isopen: 0 | 1;
}

export interface ClientBody {
  clientid?: string;
}

export type DeliveryStatus = Static<typeof S.DeliveryStatusSchema>;

export const DELIVERY_STATUS_TEXT: Record<DeliveryStatus, string> = {
  submitted: '已投遞',
  viewed: '已查閱',
  interview: '邀請面試',
  rejected: '未獲錄取',
  hired: '已錄取',
};

export type Delivery = Static<typeof S.DeliverySchema>;

export interface DeliveryListBody extends PageBody {
  clientid?: string;
}

export interface DeliveryBody {
  jobid: string;
  resumeid: string;
  clientid?: string;
}
