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
