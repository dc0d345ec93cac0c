import { useMutation } from '@tanstack/react-query';
import type { CallQuery } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';

/** `submitWebFeedback` (rate-limited by the BFF: code 429 when sent too often). */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (query: CallQuery<'submitWebFeedback'>) => callApi('submitWebFeedback', { query }),
    meta: { notifyError: false },
  });
}
