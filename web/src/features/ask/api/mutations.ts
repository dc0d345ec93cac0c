import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';
import { uploadedUrl } from '../../../lib/http/answers';
import { askKeys } from './queries';

/** Uploads one image for a question; resolves with its (relative) URL. */
export async function uploadAskImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const result = await callApi('uploadImage', { query: { imgCategory: 'ask' }, body: form });
  return uploadedUrl(result);
}

export function useAddAsk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'addAsk'>) => callApi('addAsk', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: askKeys.all }),
  });
}
