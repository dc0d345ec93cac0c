import { describe, expect, it } from 'vitest';
import { doctorFiltersToParams, doctorSearchBody, parseDoctorFilters } from './filters';

describe('doctor filters in the URL', () => {
  it('round-trips through search params, leaving out empty values and page 1', () => {
    const f = parseDoctorFilters(
      new URLSearchParams(
        'keyword=%E9%87%9D%E7%81%B8&district=A201&language=%E7%B2%B5%E8%AA%9E&page=3',
      ),
    );
    expect(f).toEqual({
      keyword: '針灸',
      district: 'A201',
      specialty: '',
      language: '粵語',
      clinic: '',
      page: 3,
    });
    expect(doctorFiltersToParams(f).toString()).toBe(
      'keyword=%E9%87%9D%E7%81%B8&district=A201&language=%E7%B2%B5%E8%AA%9E&page=3',
    );
    expect(doctorFiltersToParams({ ...f, page: 1, keyword: '' }).has('page')).toBe(false);
  });

  it('treats a bad page as page 1', () => {
    expect(parseDoctorFilters(new URLSearchParams('page=-2')).page).toBe(1);
    expect(parseDoctorFilters(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('builds the searchDoctor body', () => {
    const f = parseDoctorFilters(
      new URLSearchParams('district=A201&specialty=%E5%85%A7%E7%A7%91&page=2'),
    );
    expect(doctorSearchBody(f)).toEqual({
      pageno: 2,
      pagesize: 12,
      keyword: undefined,
      arealevel2id: 'A201',
      specialty: '內科',
      language: undefined,
      clinicid: undefined,
    });
  });
});
