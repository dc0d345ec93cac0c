import { describe, expect, it } from 'vitest';
import { clinicListRedirect, getRoute, href, isSessionPath, matchRoute, routes } from './routes';
import { missingRecordPath } from './missing-record';

describe('href', () => {
  it('builds each detail address from the route table, encoding the id', () => {
    expect(href('doctorDetail', { doctorId: 'D1001' })).toBe('/doctor/D1001');
    expect(href('clinicDetail', { clinicId: 'C 1/2' })).toBe('/hospital/detail/C%201%2F2');
    expect(href('askDetail', { id: 'A1' })).toBe('/ask/detail/A1');
    expect(matchRoute(href('jobDetail', { jobId: 'J1' })).route.id).toBe('jobDetail');
    expect(matchRoute(href('newsDetail', { newsId: 'N1' })).route.id).toBe('newsDetail');
    expect(matchRoute(href('visitDetail', { id: 'V1' })).route.id).toBe('visitDetail');
    expect(matchRoute(href('doctorAsk', { doctorId: 'D1' })).route.id).toBe('doctorAsk');
  });

  it('appends the query, leaving out empty values', () => {
    expect(href('home')).toBe('/');
    expect(
      href('doctorList', {}, { keyword: '針灸', page: undefined, district: '', free: null }),
    ).toBe('/doctor/list?keyword=%E9%87%9D%E7%81%B8');
    expect(href('doctorDetail', { doctorId: 'D1' }, { booking: 1, clinic: 'C1' })).toBe(
      '/doctor/D1?booking=1&clinic=C1',
    );
  });

  it('resolves every page of the table to an address that matches it again', () => {
    for (const route of routes) {
      if (route.path === '*' || route.redirect) continue;
      const params = Object.fromEntries(
        [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'X1']),
      );
      const path = href(route.id as 'home', params as Record<string, never>);
      expect(matchRoute(path).route.path).toBe(route.path);
    }
  });

  it('checks route names and parameters at compile time', () => {
    // @ts-expect-error: no such route
    expect(() => href('doctorDetails', {})).toThrow();
    // @ts-expect-error: the doctor page needs its doctorId
    expect(href('doctorDetail', {})).toBe('/doctor/');
    // @ts-expect-error: the clinic page's parameter is clinicId
    expect(href('clinicDetail', { id: 'C1' })).toBe('/hospital/detail/');
  });
});

describe('missingRecordPath', () => {
  it('sends the visitor to the list route named by the detail route, saying why', () => {
    expect(missingRecordPath(getRoute('clinicDetail').detail!)).toBe(
      '/hospital/list?missing=clinic',
    );
    expect(missingRecordPath(getRoute('jobDetail').detail!, 'unavailable')).toBe(
      '/job/list?unavailable=job',
    );
    for (const route of routes) {
      if (route.detail) expect(getRoute(route.detail.fallback).path).toMatch(/\/list$/);
    }
  });
});

/** A query string's name-value pairs (the shared package runs without the DOM's URL classes). */
function pairs(query: string): [string, string][] {
  return query
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const [name = '', value = ''] = part.split('=');
      return [decodeURIComponent(name), decodeURIComponent(value)];
    });
}

describe('clinicListRedirect', () => {
  it('leads the old clinic filter, named in any case, to the clinic page', () => {
    for (const query of ['ClinicID=C102', 'clinicid=C102', 'keyword=x&CLINICID=C102']) {
      expect(clinicListRedirect(pairs(query))).toBe('/hospital/detail/C102');
    }
  });

  it('ignores an address without one, or with a value that is no record id', () => {
    for (const query of ['', 'district=1', 'ClinicID=', 'ClinicID=%3Cx%3E', 'ClinicID=..%2Fx']) {
      expect(clinicListRedirect(pairs(query))).toBeNull();
    }
  });
});

describe('isSessionPath', () => {
  it("follows the route table's private pages, the personal centre and /my-ask", () => {
    expect(isSessionPath('/user/booking/order')).toBe(true);
    expect(isSessionPath('/my-ask')).toBe(true);
    expect(isSessionPath('/userService')).toBe(false);
    expect(isSessionPath('/user/no-such-page')).toBe(false);
  });
});
