import type { CodeTableEntry, LangCode, PageQuery } from './envelope';

export interface NewsSummary {
  newsid: string;
  title: string;
  /** Category code (see `getNewsCategory`). */
  category: string;
  categoryname: string;
  /** Tags in one string, separated by `|`, `,` or `，` (see `splitNewsTags`). */
  tag: string;
  introduce: string;
  cover: string;
  author: string;
  /** The author doctor's id, '' for editorial items. */
  globaluserid: string;
  publishtime: number;
  viewcount: number;
}

export interface NewsDetail extends NewsSummary {
  /** Body as plain text; paragraphs separated by `\n`. Never HTML. */
  content: string;
  related: NewsSummary[];
}

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
