import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Resume, ResumeInput } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';
import { resumeKeys, type MyResume } from './queries';

/**
 * Saves the resume, then sets its open status when it is not already what the client chose. The
 * portal API takes the status only through its own call, and a new resume may start out open, so
 * the status call follows every save whose answer does not already carry the chosen value.
 */
export function useSaveResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      resumeid,
      input,
      isopen,
    }: {
      resumeid?: string;
      input: ResumeInput;
      isopen: 0 | 1;
    }): Promise<Resume | null> => {
      const saved = resumeid
        ? await callApi('resumeModify', { body: { ...input, resumeid } })
        : await callApi('resumeAdd', { body: input });
      if (saved?.isopen === isopen) return saved;
      // An answer without the record still leaves the resume findable through the client's own.
      const id =
        saved?.resumeid || resumeid || (await callApi('getClientResume', { body: {} }))?.resumeid;
      if (!id) return saved ?? null;
      const changed = await callApi('resumeChangeOpenStatus', { body: { resumeid: id, isopen } });
      return changed ?? (saved ? { ...saved, isopen } : null);
    },
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
