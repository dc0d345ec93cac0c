import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Resume, ResumeInput } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';
import { useSaveResume } from './mutations';

vi.mock('../../../lib/http/api-client', () => ({ callApi: vi.fn() }));
const api = vi.mocked(callApi as (name: string, params: { body: unknown }) => Promise<unknown>);

const input: ResumeInput = {
  name: '李小華',
  sex: 'F',
  birthday: '1992-04-18',
  phone: '61234567',
  email: 'siuwah@example.hk',
  qualificationid: 'Q1',
  workyearsid: 'W1',
  employmenttypeid: 'E1',
  arealevel2id: '',
  education: '',
  workexperience: '',
  introduce: '',
};
const stored: Resume = { ...input, resumeid: 'RS1', clientid: 'C1', isopen: 1, updatetime: 1 };

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

async function save(vars: Parameters<ReturnType<typeof useSaveResume>['mutateAsync']>[0]) {
  const { result } = renderHook(() => useSaveResume(), { wrapper });
  const saved = await result.current.mutateAsync(vars);
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  return saved;
}

describe('useSaveResume', () => {
  // Braces: a function returned from beforeEach would be run as its teardown.
  beforeEach(() => {
    api.mockReset();
  });

  it('closes a new resume the API created open, with the status call', async () => {
    api.mockImplementation(async (name, { body }) =>
      name === 'resumeAdd' ? stored : { ...stored, ...(body as object) },
    );
    const saved = await save({ input, isopen: 0 });
    expect(api.mock.calls.map(([name, p]) => [name, p.body])).toEqual([
      ['resumeAdd', input],
      ['resumeChangeOpenStatus', { resumeid: 'RS1', isopen: 0 }],
    ]);
    expect(saved?.isopen).toBe(0);
  });

  it('makes no status call when the saved resume already has the chosen status', async () => {
    api.mockResolvedValue(stored);
    await save({ resumeid: 'RS1', input, isopen: 1 });
    expect(api.mock.calls.map(([name]) => name)).toEqual(['resumeModify']);
  });

  it('finds the resume id when the save answers without the record', async () => {
    api.mockImplementation(async (name) =>
      name === 'getClientResume' ? { resumeid: 'RS9' } : name === 'resumeAdd' ? null : stored,
    );
    await save({ input, isopen: 1 });
    expect(api.mock.calls.map(([name, p]) => [name, p.body])).toEqual([
      ['resumeAdd', input],
      ['getClientResume', {}],
      ['resumeChangeOpenStatus', { resumeid: 'RS9', isopen: 1 }],
    ]);
  });
});
