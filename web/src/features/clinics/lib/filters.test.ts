import { describe, expect, it } from 'vitest';
import { clinicFiltersToParams, clinicSearchBody, parseClinicFilters } from './filters';

describe('clinic filters in the URL', () => {
  it('round-trips and builds the searchClinic body', () => {
    const f = parseClinicFilters(
      new URLSearchParams('keyword=%E4%BB%81%E5%BF%83&district=A105&page=2'),
    );
    expect(f).toEqual({ keyword: '仁心', district: 'A105', page: 2 });
    expect(clinicFiltersToParams(f).toString()).toBe(
      'keyword=%E4%BB%81%E5%BF%83&district=A105&page=2',
    );
    expect(clinicSearchBody(f)).toEqual({
      pageno: 2,
      pagesize: 10,
      keyword: '仁心',
      arealevel2id: 'A105',
    });
    expect(clinicFiltersToParams({ keyword: '', district: '', page: 1 }).toString()).toBe('');
  });
});
