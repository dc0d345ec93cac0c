import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { callApi } from '../../../lib/http/api-client';
import { uploadedUrl } from '../../../lib/http/answers';
import { activityKeys } from './queries';

/** Uploads the payment proof, then attaches its URL and the payment time to the registration. */
export function useUploadPaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      activityregid,
      file,
      paidAt,
    }: {
      activityregid: string;
      file: File;
      paidAt: string;
    }) => {
      const form = new FormData();
      form.append('file', file);
      const uploaded = await callApi('uploadFile', { body: form });
      return callApi('updateRegAttachment', {
        query: {
          activityregid,
          attachment: uploadedUrl(uploaded),
          paytime: dayjs(paidAt).format('YYYY-MM-DD HH:mm'),
        },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    meta: { notifyError: false },
  });
}
