import type { Static } from 'typebox';
import type * as S from './schemas';

export type Association = Static<typeof S.AssociationSchema>;

export type Activity = Static<typeof S.ActivitySchema>;

export type PayStatus = Static<typeof S.PayStatusSchema>;

export type ActivityRegistration = Static<typeof S.ActivityRegistrationSchema>;
