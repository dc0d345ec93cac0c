import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
import type { PageQuery } from './envelope';

export type Association = Static<typeof S.AssociationSchema>;

export type Activity = Static<typeof S.ActivitySchema>;

export type PayStatus = Static<typeof S.PayStatusSchema>;

export type ActivityRegistration = Static<typeof S.ActivityRegistrationSchema>;

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
