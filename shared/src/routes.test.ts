import { describe, expect, it } from 'vitest';
import { getRoute, href, matchRoute, missingRecordPath, routes } from './routes';

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
