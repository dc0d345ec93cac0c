import { queryOptions } from '@tanstack/react-query';
import { AREA_ROOT_ID, type SingleArea } from '@portal/shared';
import { AREA_LANGCODE } from '../../../config/site';
import { callApi } from '../../../lib/http/api-client';
import { areasQuery, catalogueQuery } from '../../../lib/query/catalogue-query';

export const JOB_PAGE_SIZE = 10;

export interface JobListFilter {
  keyword: string;
  employmenttypeid: string;
  arealevel1id: string;
  arealevel2id: string;
  pageNo: number;
}

/** `level1 level2` names of an area answer, skipping what it does not name. */
export function areaName(area: SingleArea | null | undefined): string {
  return [area?.level1?.areaname, area?.level2?.areaname]
    .filter((n): n is string => typeof n === 'string' && n.trim() !== '')
    .join(' ');
}

export const jobKeys = {
  all: ['jobs'] as const,
  list: (f: JobListFilter) => [...jobKeys.all, 'list', f] as const,
  /** Every cached copy of one job (visitor's and logged-in client's). */
  detailAll: (id: string) => [...jobKeys.all, 'detail', id] as const,
  detail: (id: string, clientId: string) => [...jobKeys.detailAll(id), clientId] as const,
  area: (level1: string, level2: string) => [...jobKeys.all, 'area', level1, level2] as const,
  /** Shared with every page that lists employment types (see lib/query/catalogue-query.ts). */
  employmentTypes: () => catalogueQuery('getEmploymentType').queryKey,
  /** Shared with every page that lists areas (see lib/query/catalogue-query.ts). */
  areas: (parentId: string) => areasQuery(parentId).queryKey,
  resume: () => [...jobKeys.all, 'resume'] as const,
};

export const jobQueries = {
  list: (f: JobListFilter) =>
    queryOptions({
      queryKey: jobKeys.list(f),
      queryFn: () =>
        callApi('queryJobList', {
          body: {
            keyword: f.keyword || undefined,
            employmenttypeid: f.employmenttypeid || undefined,
            arealevel1id: f.arealevel1id || undefined,
            arealevel2id: f.arealevel2id || undefined,
            pageno: f.pageNo,
            pagesize: JOB_PAGE_SIZE,
          },
        }),
    }),
  /**
   * One job as `clientId` sees it ('' for visitors): `delivered` depends on who asks, so the
   * client's copy is cached apart from the visitor's. The record the BFF embeds in the HTML is
   * fetched without the session (it is shared by everyone), so only visitors reuse it.
   */
  detail: (jobId: string, clientId: string) =>
    queryOptions({
      queryKey: jobKeys.detail(jobId, clientId),
      queryFn: () => callApi('queryJobDetail', { body: { jobId } }),
    }),
  employmentTypes: () => catalogueQuery('getEmploymentType'),
  /** Areas in Traditional Chinese (B5) as the spec asks for job pages; `0` gives level 1. */
  areas: (parentId: string = AREA_ROOT_ID) => areasQuery(parentId),
  /**
   * The name of a job's area (`九龍 旺角`) from its level-1 and level-2 ids, in Traditional
   * Chinese (B5) as the spec asks for job pages; '' when the answer names neither.
   */
  area: (areaLevel1Id: string, areaLevel2Id: string) =>
    queryOptions({
      queryKey: jobKeys.area(areaLevel1Id, areaLevel2Id),
      queryFn: () =>
        callApi('getSigleArea', {
          query: {
            areaLevel1Id,
            ...(areaLevel2Id ? { areaLevel2Id } : {}),
            langcode: AREA_LANGCODE,
          },
        }),
      select: areaName,
      staleTime: 30 * 60_000,
    }),
  /** The logged-in client's resume (null when they have none). */
  resume: () =>
    queryOptions({
      queryKey: jobKeys.resume(),
      queryFn: () => callApi('getClientResume', { body: {} }),
      staleTime: 0,
    }),
};
