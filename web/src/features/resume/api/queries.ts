import { queryOptions } from '@tanstack/react-query';
import { AREA_ROOT_ID, type Resume } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';
import { areasQuery, catalogueQuery } from '../../../lib/query/catalogue-query';

export interface MyResume {
  resume: Resume | null;
}

export const resumeKeys = {
  all: ['private', 'resume'] as const,
  mine: () => [...resumeKeys.all, 'mine'] as const,
};

/** Code tables and areas are public; employment types and areas are shared reads (lib/query/catalogue-query.ts). */
const resumeCodeKeys = {
  qualification: ['codetable', 'qualification'] as const,
  workYears: ['codetable', 'work-years'] as const,
  employmentType: catalogueQuery('getEmploymentType').queryKey,
  areas: (parentId: string) => areasQuery(parentId).queryKey,
};

const DAY = 24 * 60 * 60 * 1000;

export const resumeQueries = {
  mine: () =>
    queryOptions({
      queryKey: resumeKeys.mine(),
      // Wrapped so "no resume yet" (null) is data, not an empty answer.
      queryFn: async ({ signal }): Promise<MyResume> => ({
        resume: (await callApi('getClientResume', { body: {}, signal })) ?? null,
      }),
    }),
  qualification: () =>
    queryOptions({
      queryKey: resumeCodeKeys.qualification,
      queryFn: ({ signal }) => callApi('getQualification', { signal }),
      staleTime: DAY,
    }),
  workYears: () =>
    queryOptions({
      queryKey: resumeCodeKeys.workYears,
      queryFn: ({ signal }) => callApi('getWorkYears', { signal }),
      staleTime: DAY,
    }),
  employmentType: () => catalogueQuery('getEmploymentType'),
  areas: (parentId: string = AREA_ROOT_ID) => areasQuery(parentId),
};
