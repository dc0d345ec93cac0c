import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeInput } from '@portal/shared';
import { callApi } from '../../../lib/api-client';
import { resumeKeys, type MyResume } from './queries';

export function useSaveResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resumeid, input }: { resumeid?: string; input: ResumeInput }) =>
      resumeid
        ? callApi('resumeModify', { body: { ...input, resumeid } })
        : callApi('resumeAdd', { body: input }),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData<MyResume>(resumeKeys.mine(), { resume: saved });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.mine() });
    },
    meta: { notifyError: false },
  });
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resumeid: string) => callApi('resumeDelete', { body: { resumeid } }),
    onSuccess: () => {
      queryClient.setQueryData<MyResume>(resumeKeys.mine(), { resume: null });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.mine() });
    },
    meta: { notifyError: false },
  });
}

export function useChangeResumeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resumeid, isopen }: { resumeid: string; isopen: 0 | 1 }) =>
      callApi('resumeChangeOpenStatus', { body: { resumeid, isopen } }),
    onMutate: async ({ isopen }) => {
      await queryClient.cancelQueries({ queryKey: resumeKeys.mine() });
      const before = queryClient.getQueryData<MyResume>(resumeKeys.mine());
      if (before?.resume) {
        queryClient.setQueryData<MyResume>(resumeKeys.mine(), {
          resume: { ...before.resume, isopen },
        });
      }
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) queryClient.setQueryData<MyResume>(resumeKeys.mine(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: resumeKeys.mine() }),
    meta: { notifyError: false },
  });
}
