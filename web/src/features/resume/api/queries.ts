import { queryOptions } from '@tanstack/react-query';
import { AREA_ROOT_ID, usableAreas, type Resume } from '@portal/shared';
import { AREA_LANGCODE } from '../../../config/site';
import { callApi } from '../../../lib/api-client';

export interface MyResume {
  resume: Resume | null;
}

export const resumeKeys = {
  all: ['private', 'resume'] as const,
  mine: () => [...resumeKeys.all, 'mine'] as const,
};

/** Code tables and areas are public and shared with the job pages. */
export const resumeCodeKeys = {
  qualification: ['codetable', 'qualification'] as const,
  workYears: ['codetable', 'work-years'] as const,
  employmentType: ['codetable', 'employment-type'] as const,
  areas: (parentId: string) => ['areas', AREA_LANGCODE, parentId] as const,
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
  employmentType: () =>
    queryOptions({
      queryKey: resumeCodeKeys.employmentType,
      queryFn: ({ signal }) => callApi('getEmploymentType', { signal }),
      staleTime: DAY,
    }),
  areas: (parentId: string = AREA_ROOT_ID) =>
    queryOptions({
      queryKey: resumeCodeKeys.areas(parentId),
      queryFn: async ({ signal }) =>
        usableAreas(
          await callApi('getAreaByParentId', {
            query: { parentId, langcode: AREA_LANGCODE },
            signal,
          }),
        ),
      staleTime: DAY,
    }),
};
