import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/http';
import { missingRecordTarget } from './missing-record';

describe('missingRecordTarget', () => {
  it('says missing when the portal has no such record', () => {
    expect(missingRecordTarget('doctorDetail')).toBe('/doctor/list?missing=doctor');
    expect(missingRecordTarget('newsDetail', new ApiError(404, '找不到'))).toBe(
      '/news/list?missing=news',
    );
  });

  it('says unavailable when the fetch failed', () => {
    expect(missingRecordTarget('clinicDetail', new ApiError(504, '逾時'))).toBe(
      '/hospital/list?unavailable=clinic',
    );
    expect(missingRecordTarget('jobDetail', new TypeError('Failed to fetch'))).toBe(
      '/job/list?unavailable=job',
    );
  });
});
