import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Resume, ResumeInput } from '@portal/shared';
import { callApi } from '../../../lib/api-client';
import { resumeKeys } from './queries';

export function useSaveResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resumeid, input }: { resumeid?: string; input: ResumeInput }) =>
      resumeid
        ? callApi('resumeModify', { body: { ...input, resumeid } })
        : callApi('resumeAdd', { body: input }),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(resumeKeys.mine(), saved);
      void queryClient.invalidateQueries({ queryKey: resumeKeys.mine() });
    },
  });
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resumeid: string) => callApi('resumeDelete', { body: { resumeid } }),
    onSuccess: () => {
      queryClient.setQueryData(resumeKeys.mine(), null);
      void queryClient.invalidateQueries({ queryKey: resumeKeys.mine() });
    },
  });
}

export function useChangeResumeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resumeid, isopen }: { resumeid: string; isopen: 0 | 1 }) =>
      callApi('resumeChangeOpenStatus', { body: { resumeid, isopen } }),
    onMutate: async ({ isopen }) => {
      await queryClient.cancelQueries({ queryKey: resumeKeys.mine() });
      const before = queryClient.getQueryData<Resume | null>(resumeKeys.mine());
      if (before) queryClient.setQueryData(resumeKeys.mine(), { ...before, isopen });
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) queryClient.setQueryData(resumeKeys.mine(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: resumeKeys.mine() }),
  });
}
