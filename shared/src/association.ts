import type { PageQuery } from './envelope';

export interface Association {
  associationid: string;
  name: string;
  logo: string;
  introduce: string;
  contacttel: string;
  website: string;
  membercount: number;
}

export interface Activity {
  activityid: string;
  associationid: string;
  associationname: string;
  title: string;
  cover: string;
  introduce: string;
  address: string;
  /** `YYYY-MM-DD HH:mm` */
  starttime: string;
  endtime: string;
  fee: number;
  quota: number;
  joined: number;
}

export type PayStatus = 'unpaid' | 'submitted' | 'confirmed';

/** A client's registration for an activity. */
export interface ActivityRegistration {
  activityregid: string;
  activityid: string;
  title: string;
  associationname: string;
  starttime: string;
  address: string;
  fee: number;
  paystatus: PayStatus;
  /** URL of the uploaded payment proof, '' when none. */
  attachment: string;
  /** `YYYY-MM-DD HH:mm`, '' when unpaid. */
  paytime: string;
}

export interface ActivityListQuery extends PageQuery {
  associationid?: string;
}

export interface MyJoinedQuery extends PageQuery {
  clientid?: string;
}

export interface RegAttachmentQuery {
  activityregid: string;
  attachment: string;
  paytime: string;
  clientid?: string;
}
