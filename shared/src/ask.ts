import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
import type { RequestBody, RequestQuery } from './requests';
import type { CodeTableEntry } from './envelope';

export type Ask = Static<typeof S.AskSchema>;

export type AskAnswer = Static<typeof S.AskAnswerSchema>;

export type AskDetail = Static<typeof S.AskDetailSchema>;

export type AddAskBody = RequestBody<'addAsk'>;

export type AskListQuery = RequestQuery<'getWebAskList'>;

export type MyAskListQuery = RequestQuery<'getMyAskList'>;

export type DoctorAskListQuery = RequestQuery<'getWebAskListByDocGlobalID'>;

export type IllnessCategory = CodeTableEntry;

export type TopAnswerDoctor = Static<typeof S.TopAnswerDoctorSchema>;

export const ASK_TITLE_MAX = 60;
export const ASK_NOTE_MAX = 1000;
export const ASK_IMAGES_MAX = 6;
