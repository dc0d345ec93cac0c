import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
import type { RequestBody, RequestQuery } from './requests';
import type { CodeTableEntry } from './envelope';

export type NewsSummary = Static<typeof S.NewsSummarySchema>;

export type NewsDetail = Static<typeof S.NewsDetailSchema>;

export type NewsListQuery = RequestQuery<'getWebNewsList'>;

export type NewsDetailQuery = RequestQuery<'getNewsDetail'>;

export type NewsCategoryQuery = RequestQuery<'getNewsCategory'>;

export type NewsCategory = CodeTableEntry;

export type AddNewsBody = RequestBody<'addNews'>;

/** What a doctor's article may hold, as the API takes it. */
export const NEWS_LIMITS = { title: 80, introduce: 300, tag: 100, content: 20000 } as const;
