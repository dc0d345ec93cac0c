import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';
import { uploadedUrl } from '../../../lib/http/answers';
import { newsKeys } from './queries';

/** Uploads an article's cover image; resolves with its (relative) URL. */
export async function uploadNewsCover(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const result = await callApi('uploadImage', { query: { imgCategory: 'news' }, body: form });
  return uploadedUrl(result);
}

/** Publishes a doctor's article (the portal refuses anyone else). */
export function useAddNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'addNews'>) => callApi('addNews', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
    // The form says what went wrong beside the button.
    meta: { notifyError: false },
  });
}
