import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';
import { jobKeys } from './queries';

/** Applies for a job with the client's resume (`POST /api/job/delivery`). */
export function useDeliverResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'delivery'>) => callApi('delivery', { body }),
    // Also after an error: "already applied" (409) means the page's copy is out of date.
    onSettled: (_data, _error, body) =>
      queryClient.invalidateQueries({ queryKey: jobKeys.detailAll(body.jobid) }),
  });
}
