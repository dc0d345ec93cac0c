import type { Static } from 'typebox';
import type * as S from './schemas';
import type { CodeTableEntry } from './envelope';

export type NewsSummary = Static<typeof S.NewsSummarySchema>;

export type NewsDetail = Static<typeof S.NewsDetailSchema>;

export type NewsCategory = CodeTableEntry;

/** What a doctor's article may hold, as the API takes it. */
export const NEWS_LIMITS = { title: 80, introduce: 300, tag: 100, content: 20000 } as const;
