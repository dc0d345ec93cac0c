import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryBody } from '@portal/shared';
import { callApi } from '../../../lib/api-client';
import { jobKeys } from './queries';

/** Applies for a job with the client's resume (`POST /api/job/delivery`). */
export function useDeliverResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliveryBody) => callApi('delivery', { body }),
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: jobKeys.detail(body.jobid) }),
  });
}
