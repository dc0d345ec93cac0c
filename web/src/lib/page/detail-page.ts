import { useEffect } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { redirect, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import {
  RECORD_ID_PATTERN,
  getRoute,
  isUsableRecord,
  recordHead,
  routeHead,
  withRecordId,
  type DetailDef,
  type DetailRecords,
  type RouteName,
} from '@portal/shared';
import { missingRecordTarget } from './missing-record';
import type { RouteHead } from './page-head';
import { loaderClient, preload, type AnyQueryOptions } from './route-data';

/** The shared meta and id helpers take any of the detail records; the route says which. */
type AnyRecord = DetailRecords[keyof DetailRecords];

/** The query that fetches a detail page's record by the id in its URL. */
export type DetailQuery<T extends AnyRecord, K extends QueryKey> = (
  id: string,
) => UseQueryOptions<T, Error, T, K>;

function detailOf(routeId: RouteName): DetailDef {
  const detail = getRoute(routeId).detail;
  if (!detail) throw new Error(`Route ${routeId} has no record`);
  return detail;
}

/**
 * Fetches a detail page's record before the page shows, in the browser and in the server render
 * alike (a record the server render brought is already in the browser's cache). A malformed id,
 * a missing or unusable record and a failed fetch go to the page's list with the notice that
 * says which. Returns the record, or the redirect.
 */
export async function loadDetailRecord<T extends AnyRecord, K extends QueryKey>(
  routeId: RouteName,
  args: Pick<LoaderFunctionArgs, 'params' | 'context'>,
  query: DetailQuery<T, K>,
): Promise<T | Response> {
  const detail = detailOf(routeId);
  const id = args.params[detail.param] ?? '';
  if (!RECORD_ID_PATTERN.test(id)) return redirect(missingRecordTarget(routeId));
  let record: T;
  try {
    record = await loaderClient(args).ensureQueryData(query(id));
  } catch (error) {
    return redirect(missingRecordTarget(routeId, error));
  }
  return isUsableRecord(detail.kind, record) ? record : redirect(missingRecordTarget(routeId));
}

/**
 * A detail route's loader: the record (`loadDetailRecord`), then the page's other reads, which
 * may depend on the record (`more`, given the id and the record).
 */
export function detailLoader<T extends AnyRecord, K extends QueryKey>(
  routeId: RouteName,
  query: DetailQuery<T, K>,
  more?: (id: string, record: T) => readonly AnyQueryOptions[],
) {
  const detail = detailOf(routeId);
  return async (args: LoaderFunctionArgs) => {
    const result = await loadDetailRecord(routeId, args, query);
    if (result instanceof Response) return result;
    if (more) {
      const id = args.params[detail.param] ?? '';
      await preload(args, ...more(id, withRecordId(detail.kind, result, id) as T));
    }
    return null;
  };
}

/**
 * A detail page's head: its record's meta and structured data (`recordHead` in
 * `@portal/shared`), read from the cache its loader filled; the route's own until there is one.
 */
export function detailHead<T extends AnyRecord, K extends QueryKey>(
  query: DetailQuery<T, K>,
): RouteHead {
  return ({ route, params, client, site }) => {
    const { detail } = route;
    const id = detail ? params[detail.param] : undefined;
    const record = id === undefined ? undefined : client.getQueryData<T>(query(id).queryKey);
    if (!detail || !record || !isUsableRecord(detail.kind, record)) {
      return routeHead(route, params, site.lang);
    }
    return recordHead({ ...route, detail }, record, params, site);
  };
}

/**
 * A detail page's record: read by the id in the URL, with that id filled in when the portal's
 * record has none of its own; and, when the record is missing, unusable or cannot be fetched
 * (also after the page has shown, on a refetch), the visitor sent to the list with the notice
 * that says which.
 */
export function useDetailRecord<T extends AnyRecord, K extends QueryKey>(
  routeId: RouteName,
  query: DetailQuery<T, K>,
) {
  const detail = detailOf(routeId);
  const kind = detail.kind;
  const id = useParams()[detail.param] ?? '';
  const navigate = useNavigate();
  const result = useQuery({ ...query(id), enabled: RECORD_ID_PATTERN.test(id) });
  const record =
    result.data && isUsableRecord(kind, result.data)
      ? (withRecordId(kind, result.data, id) as T)
      : undefined;
  const missing =
    !RECORD_ID_PATTERN.test(id) || result.isError || (result.isSuccess && record === undefined);
  const error = result.error ?? undefined;

  useEffect(() => {
    if (missing) navigate(missingRecordTarget(routeId, error), { replace: true });
  }, [missing, navigate, routeId, error]);

  return { id, record, query: result };
}
