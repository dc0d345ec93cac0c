/**
 * Reads that several parts of the SPA make alike (areas, code tables) have one home here, so
 * every page that asks for the same answer shares one cache entry: the key is the call's name
 * and parameters, and how long an answer stays fresh belongs to the call, not to whoever asks.
 * A feature's own reads stay in its `api/queries.ts`.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  AREA_ROOT_ID,
  usableAreas,
  type CallBody,
  type CallName,
  type CallQuery,
} from '@portal/shared';
import { AREA_LANGCODE } from '../../config/site';
import { callApi } from '../http/api-client';

const DAY = 24 * 60 * 60_000;

/**
 * The shared reads and how long each answer stays fresh. Only public answers belong here (the
 * same for every visitor): their cache entries outlive a logout.
 */
const FRESHNESS = {
  // Hong Kong's regions and districts, and the employment types of job ads, change in years.
  getAreaByParentId: DAY,
  getEmploymentType: DAY,
} satisfies Partial<Record<CallName, number>>;

export type SharedRead = keyof typeof FRESHNESS;

export interface CatalogueParams<N extends CallName> {
  query?: CallQuery<N>;
  body?: CallBody<N>;
}

/** The query of a shared read: keyed by the call's name and parameters, fresh as it says. */
export function catalogueQuery<N extends SharedRead>(name: N, params: CatalogueParams<N> = {}) {
  return queryOptions({
    queryKey: ['catalogue', name, params] as const,
    queryFn: ({ signal }) => callApi(name, { ...params, signal }),
    staleTime: FRESHNESS[name],
  });
}

/**
 * Regions (parent `0`, the default) or the districts of one region, in Traditional Chinese, only
 * those that can be offered as a choice. Every page that lists areas (job search, the doctors' and
 * clinics' district filter, the resume, the doctor sign-up) shares these entries.
 */
export function areasQuery(parentId: string = AREA_ROOT_ID) {
  return queryOptions({
    ...catalogueQuery('getAreaByParentId', { query: { parentId, langcode: AREA_LANGCODE } }),
    select: usableAreas,
  });
}
