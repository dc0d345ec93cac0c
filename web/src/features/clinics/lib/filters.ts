import type { CallBody } from '@portal/shared';

export const CLINIC_PAGE_SIZE = 10;

/** The clinic search as kept in the URL (`/hospital/list?keyword=&district=&page=`). */
export interface ClinicFilters {
  keyword: string;
  district: string;
  page: number;
}

export function parseClinicFilters(params: URLSearchParams): ClinicFilters {
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    district: params.get('district') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function clinicFiltersToParams(f: ClinicFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.keyword) params.set('keyword', f.keyword);
  if (f.district) params.set('district', f.district);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

export function clinicSearchBody(f: ClinicFilters): CallBody<'searchClinic'> {
  return {
    pageno: f.page,
    pagesize: CLINIC_PAGE_SIZE,
    keyword: f.keyword || undefined,
    arealevel2id: f.district || undefined,
  };
}
