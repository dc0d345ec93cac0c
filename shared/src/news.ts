import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
import type { CodeTableEntry, LangCode, PageQuery } from './envelope';

export type NewsSummary = Static<typeof S.NewsSummarySchema>;

export type NewsDetail = Static<typeof S.NewsDetailSchema>;

export interface NewsListQuery extends PageQuery {
  category?: string;
  keyword?: string;
}

export interface NewsDetailQuery {
  newsid: string;
  clientid?: string;
}

export interface NewsCategoryQuery {
  langcode?: LangCode;
}

export type NewsCategory = CodeTableEntry;

export interface AddNewsBody {
  title: string;
  category: string;
  tag: string;
  introduce: string;
  content: string;
  cover?: string;
}
