import { describe, expect, it } from 'vitest';
import { loader } from './doctor-list';

describe('doctor list loader', () => {
  it('sends /doctor/list?ClinicID=X to the clinic page', () => {
    const res = loader({
      request: new Request('http://localhost/doctor/list?ClinicID=C102'),
      params: {},
      context: undefined,
    } as Parameters<typeof loader>[0]);
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).headers.get('Location')).toBe('/hospital/detail/C102');
  });

  it('leaves other searches alone', () => {
    const res = loader({
      request: new Request('http://localhost/doctor/list?district=101'),
      params: {},
      context: undefined,
    } as Parameters<typeof loader>[0]);
    expect(res).toBeNull();
  });
});
