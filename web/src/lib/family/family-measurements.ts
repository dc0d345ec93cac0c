/**
 * A family member's growth measurements as the BFF keeps them (`/bff/family/:id/measurements`),
 * and their assessment by `calcChildHealth`, the growth tools' own call.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FAMILY_PATH,
  type CallBody,
  type GrowthMeasurementInput,
  type GrowthMeasurementList,
} from '@portal/shared';
import { callApi } from '../http/api-client';
import { request } from '../http/http';

const path = (memberId: string) => `${FAMILY_PATH}/${encodeURIComponent(memberId)}/measurements`;

const measurementKeys = {
  // Under the family's key: whatever drops the members (a removal, 我的資料's delete) drops these.
  of: (memberId: string) => ['private', 'family', memberId, 'measurements'] as const,
};

export const measurementsQuery = (memberId: string) =>
  queryOptions({
    queryKey: measurementKeys.of(memberId),
    queryFn: () => request<GrowthMeasurementList>(path(memberId)),
    staleTime: 60_000,
  });

/**
 * One measure assessed as the tool assesses it. The answer depends on the body alone, so it is
 * kept as long as the page lives.
 */
export const assessmentQuery = (body: CallBody<'calcChildHealth'>) =>
  queryOptions({
    queryKey: ['private', 'growth-assessment', body] as const,
    queryFn: () => callApi('calcChildHealth', { body }),
    staleTime: Infinity,
  });

type MeasurementChange =
  | { kind: 'add'; memberId: string; input: GrowthMeasurementInput }
  | { kind: 'remove'; memberId: string; id: string };

function send(change: MeasurementChange): Promise<GrowthMeasurementList> {
  if (change.kind === 'add') {
    return request<GrowthMeasurementList>(path(change.memberId), {
      method: 'POST',
      body: change.input,
    });
  }
  return request<GrowthMeasurementList>(
    `${path(change.memberId)}/${encodeURIComponent(change.id)}`,
    { method: 'DELETE' },
  );
}

/** Adds or deletes a measurement; the list the BFF answers becomes the cached one. */
export function useMeasurementChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer, change) => {
      queryClient.setQueryData(measurementKeys.of(change.memberId), answer);
    },
  });
}
