import { describe, expect, it } from 'vitest';
import { getRoute } from '@portal/shared';
import { pageQuery, pageTarget } from '../../../src/lib/render/page-key';

describe('pageQuery', () => {
  const newsList = getRoute('newsList');

  it('keeps only what the page reads: first values, non-empty, sorted by name', () => {
    expect(pageQuery(newsList, '?utm_source=x&page=2&keyword=a&keyword=b&category=')).toBe(
      '?keyword=a&page=2',
    );
    expect(pageQuery(newsList, '?x=1')).toBe('');
    expect(pageQuery(newsList, '')).toBe('');
    expect(pageQuery(getRoute('about'), '?page=2')).toBe('');
  });

  it('recognises a name in any case and keeps it as sent (the page reads what the browser reads)', () => {
    const doctorList = getRoute('doctorList');
    expect(pageQuery(doctorList, '?clinicid=C1&utm_source=x')).toBe('?clinicid=C1');
    expect(pageQuery(doctorList, '?ClinicID=C1&clinicID=C2')).toBe('?ClinicID=C1');
    expect(pageQuery(newsList, '?Page=2')).toBe('?Page=2');
  });

  it('names every parameter a list reads to explain a missing record', () => {
    expect(pageQuery(getRoute('doctorList'), '?missing=doctor')).toBe('?missing=doctor');
    expect(pageQuery(getRoute('jobList'), '?unavailable=job&type=1')).toBe(
      '?type=1&unavailable=job',
    );
  });
});

describe('pageTarget', () => {
  it('fills the route path, so variants of one page share one target', () => {
    const route = getRoute('doctorDetail');
    expect(pageTarget(route, { doctorId: 'D1001' }, '?booking=1&x=2')).toBe(
      '/doctor/D1001?booking=1',
    );
    expect(pageTarget(route, { doctorId: 'D1001' }, '', '/zh-cn')).toBe('/zh-cn/doctor/D1001');
  });
});
