import type { Static } from 'typebox';
import type * as S from './schemas';
import type { CodeTableEntry } from './envelope';

export type Ask = Static<typeof S.AskSchema>;

export type AskAnswer = Static<typeof S.AskAnswerSchema>;

export type AskDetail = Static<typeof S.AskDetailSchema>;

export type IllnessCategory = CodeTableEntry;

export type TopAnswerDoctor = Static<typeof S.TopAnswerDoctorSchema>;

export const ASK_TITLE_MAX = 60;
export const ASK_NOTE_MAX = 1000;
export const ASK_IMAGES_MAX = 6;
