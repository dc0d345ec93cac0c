import {
  DOCTOR_ORDERS,
  DOCTOR_SEARCH_PARAMS,
  FREE_FILTERS,
  type AvailableDoctorsQuery,
  type DoctorOrder,
  type CallBody,
  type FreeFilter,
} from '@portal/shared';

export const DOCTOR_PAGE_SIZE = 12;

/**
 * The doctor search as kept in the URL (`/doctor/list?keyword=&district=&free=&order=&page=`).
 * `free` (今日有空 / 明日有空 / 本週有空) and `order` (最快可約) are empty for "any".
 */
export interface DoctorFilters {
  keyword: string;
  district: string;
  specialty: string;
  language: string;
  clinic: string;
  free: FreeFilter | '';
  order: DoctorOrder | '';
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.find((v) => v === value) ?? '';
}

export function parseDoctorFilters(params: URLSearchParams): DoctorFilters {
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    district: params.get('district') ?? '',
    specialty: params.get('specialty') ?? '',
    language: params.get('language') ?? '',
    clinic: params.get('clinic') ?? '',
    free: oneOf(FREE_FILTERS, params.get('free')),
    order: oneOf(DOCTOR_ORDERS, params.get('order')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** URL search params for filters: empty values and page 1 are left out so links stay short. */
export function doctorFiltersToParams(f: DoctorFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of DOCTOR_SEARCH_PARAMS) if (f[key]) params.set(key, f[key]);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** The `searchDoctor` body (a district id alone identifies its region, so only level 2 is sent). */
export function doctorSearchBody(f: DoctorFilters): CallBody<'searchDoctor'> {
  return {
    pageno: f.page,
    pagesize: DOCTOR_PAGE_SIZE,
    keyword: f.keyword || undefined,
    arealevel2id: f.district || undefined,
    specialty: f.specialty || undefined,
    language: f.language || undefined,
    clinicid: f.clinic || undefined,
  };
}

/** Whether the list needs the BFF's availability search (a filter or order the upstream lacks). */
export function usesAvailability(f: DoctorFilters): boolean {
  return Boolean(f.free || f.order);
}

/** The `GET /bff/doctors` query: the search fields plus the availability filter and order. */
export function availableDoctorsQuery(f: DoctorFilters): AvailableDoctorsQuery {
  return {
    ...doctorSearchBody(f),
    free: f.free || undefined,
    order: f.order || undefined,
  };
}
