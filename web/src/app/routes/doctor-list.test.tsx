import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { queryClient } from '../../lib/query/query-client';
import { loader } from './doctor-list';

// As the browser's router calls it: a context with no server render in it.
const run = (url: string) =>
  loader({
    request: new Request(`http://localhost${url}`),
    url: new URL(`http://localhost${url}`),
    pattern: '/doctor/list',
    params: {},
    context: new RouterContextProvider(),
  });

describe('doctor list loader', () => {
  afterEach(async () => {
    // The reads the loader started failed and would be tried again later, past this file:
    // cancelled and forgotten with the app's client they went to.
    await queryClient.cancelQueries();
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('sends /doctor/list?ClinicID=X (the name in any case) to the clinic page', async () => {
    for (const query of ['ClinicID=C102', 'clinicid=C102', 'CLINICID=C102&district=101']) {
      const res = await run(`/doctor/list?${query}`);
      expect(res).toBeInstanceOf(Response);
      expect((res as Response).headers.get('Location')).toBe('/hospital/detail/C102');
    }
  });

  it('leaves other searches, and a ClinicID that is no id, to the list', async () => {
    // The list's reads start in the browser without being waited for.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    expect(await run('/doctor/list?district=101')).toBeNull();
    expect(await run('/doctor/list?ClinicID=%3Cscript%3E')).toBeNull();
  });
});
