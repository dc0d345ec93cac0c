import { useEffect } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { redirect, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import {
  RECORD_ID_PATTERN,
  detailMeta,
  getRoute,
  isUsableRecord,
  withRecordId,
  type DetailDef,
  type DetailRecords,
  type RouteName,
} from '@portal/shared';
import { missingRecordTarget } from './missing-record';
import { usePageMeta } from './page-meta';
import { queryClient } from './query-client';

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
 * Fetches a detail page's record before the page shows (a record the server render brought is
 * already in the query cache). A malformed id, a missing or unusable record and a failed fetch go
 * to the page's list with the notice that says which. Returns the record, or a redirect.
 */
export async function loadDetailRecord<T extends AnyRecord, K extends QueryKey>(
  routeId: RouteName,
  { params }: Pick<LoaderFunctionArgs, 'params'>,
  query: DetailQuery<T, K>,
): Promise<T | Response> {
  const detail = detailOf(routeId);
  const id = params[detail.param] ?? '';
  if (!RECORD_ID_PATTERN.test(id)) return redirect(missingRecordTarget(routeId));
  let record: T;
  try {
    record = await queryClient.ensureQueryData(query(id));
  } catch (error) {
    return redirect(missingRecordTarget(routeId, error));
  }
  return isUsableRecord(detail.kind, record) ? record : redirect(missingRecordTarget(routeId));
}

/** A detail route's loader: `loadDetailRecord` and nothing else. */
export function detailLoader<T extends AnyRecord, K extends QueryKey>(
  routeId: RouteName,
  query: DetailQuery<T, K>,
) {
  return async (args: LoaderFunctionArgs) => {
    const result = await loadDetailRecord(routeId, args, query);
    return result instanceof Response ? result : null;
  };
}

/**
 * A detail page's record: read by the id in the URL, with that id filled in when the portal's
 * record has none of its own; the page's title, keywords and description set from it; and, when
 * the record is missing, unusable or cannot be fetched (also after the page has shown, on a
 * refetch), the visitor sent to the list with the notice that says which.
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
  usePageMeta(record ? detailMeta(kind, record) : undefined);

  return { id, record, query: result };
}
