import { describe, expect, it } from 'vitest';
import {
  availableDoctorsQuery,
  doctorFiltersToParams,
  doctorSearchBody,
  parseDoctorFilters,
  usesAvailability,
} from './filters';

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
      free: '',
      order: '',
      page: 3,
    });
    expect(doctorFiltersToParams(f).toString()).toBe(
      'keyword=%E9%87%9D%E7%81%B8&district=A201&language=%E7%B2%B5%E8%AA%9E&page=3',
    );
    expect(doctorFiltersToParams({ ...f, page: 1, keyword: '' }).has('page')).toBe(false);
  });

  it('keeps the free-when filter and the order in the URL, ignoring unknown values', () => {
    const f = parseDoctorFilters(new URLSearchParams('free=tomorrow&order=soonest&page=2'));
    expect(f).toMatchObject({ free: 'tomorrow', order: 'soonest', page: 2 });
    expect(doctorFiltersToParams(f).toString()).toBe('free=tomorrow&order=soonest&page=2');
    expect(usesAvailability(f)).toBe(true);
    expect(availableDoctorsQuery(f)).toMatchObject({
      free: 'tomorrow',
      order: 'soonest',
      pageno: 2,
    });
    const bad = parseDoctorFilters(new URLSearchParams('free=yesterday&order=name'));
    expect(bad).toMatchObject({ free: '', order: '' });
    expect(usesAvailability(bad)).toBe(false);
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
