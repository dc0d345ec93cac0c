import type { PageBody } from './envelope';

export interface Job {
  jobid: string;
  title: string;
  company: string;
  clinicid: string;
  cliniclogo: string;
  /** Description of the employment type (e.g. 全職). */
  employmentType: string;
  employmenttypeid: string;
  arealevel1id: string;
  arealevel2id: string;
  /** Number of openings. */
  number: number;
  contact: string;
  contacttel: string;
  address: string;
  lat: number;
  lng: number;
  /** `YYYY-MM-DD` */
  expiredate: string;
  publishdate: string;
  qualificationid: string;
  workyearsid: string;
}

export interface JobDetail extends Job {
  /** Plain text; paragraphs separated by `\n`. */
  description: string;
  requirements: string;
  /** Whether the asking client already applied (false for visitors). */
  delivered: boolean;
}

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

export interface Resume {
  resumeid: string;
  clientid: string;
  name: string;
  sex: 'M' | 'F';
  birthday: string;
  phone: string;
  email: string;
  qualificationid: string;
  workyearsid: string;
  employmenttypeid: string;
  /** Desired district (level-2 area id), '' for any. */
  arealevel2id: string;
  education: string;
  workexperience: string;
  introduce: string;
  /** 1 = open to employers, 0 = closed. */
  isopen: 0 | 1;
  updatetime: number;
}

export type ResumeInput = Omit<Resume, 'resumeid' | 'clientid' | 'isopen' | 'updatetime'> & {
  clientid?: string;
};

/**
 * A new resume. `isopen` says whether employers may see it from the start; a resume created
 * without it stays closed until the client opens it.
 */
export type ResumeAddBody = ResumeInput & { isopen?: 0 | 1 };

export interface ResumeModifyBody extends ResumeInput {
  resumeid: string;
}

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

export type DeliveryStatus = 'submitted' | 'viewed' | 'interview' | 'rejected' | 'hired';

export const DELIVERY_STATUS_TEXT: Record<DeliveryStatus, string> = {
  submitted: '已投遞',
  viewed: '已查閱',
  interview: '邀請面試',
  rejected: '未獲錄取',
  hired: '已錄取',
};

export interface Delivery {
  deliveryid: string;
  jobid: string;
  title: string;
  company: string;
  resumeid: string;
  deliverytime: number;
  status: DeliveryStatus;
}

export interface DeliveryListBody extends PageBody {
  clientid?: string;
}

export interface DeliveryBody {
  jobid: string;
  resumeid: string;
  clientid?: string;
}
