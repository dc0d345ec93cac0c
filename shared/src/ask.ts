import type { CodeTableEntry, PageQuery } from './envelope';

/** A public health question. The asker's name is masked by the upstream. */
export interface Ask {
  askid: string;
  title: string;
  illnesscategorycode: string;
  illnesscategoryname: string;
  note: string;
  images: string[];
  askername: string;
  createtime: number;
  answercount: number;
  viewcount: number;
}

export interface AskAnswer {
  answerid: string;
  askid: string;
  doctorglobaluserid: string;
  doctorname: string;
  doctortitle: string;
  doctorphoto: string;
  content: string;
  createtime: number;
}

export interface AskDetail extends Ask {
  answers: AskAnswer[];
}

export interface AddAskBody {
  title: string;
  illnesscategorycode: string;
  note: string;
  images?: string[];
  clientid?: string;
}

export interface AskListQuery extends PageQuery {
  keyword?: string;
  illnesscategorycode?: string;
}

export interface MyAskListQuery extends PageQuery {
  clientid?: string;
}

export interface DoctorAskListQuery extends PageQuery {
  doctorglobaluserid: string;
}

export type IllnessCategory = CodeTableEntry;

/** A doctor in the "top answers" ranking. */
export interface TopAnswerDoctor {
  globaluserid: string;
  username: string;
  title: string;
  photo: string;
  answercount: number;
}

export const ASK_TITLE_MAX = 60;
export const ASK_NOTE_MAX = 1000;
export const ASK_IMAGES_MAX = 6;
