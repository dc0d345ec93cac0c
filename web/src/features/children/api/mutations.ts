import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';

/** `calcChildHealth` is a calculation, not stored data, so it is a mutation (run on submit). */
export function useCalcChildHealth() {
  return useMutation({
    mutationFn: (body: CallBody<'calcChildHealth'>) => callApi('calcChildHealth', { body }),
    // The tool shows the error with a retry itself.
    meta: { notifyError: false },
  });
}
