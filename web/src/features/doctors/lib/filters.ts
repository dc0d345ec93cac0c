import type { DoctorSearchBody } from '@portal/shared';

export const DOCTOR_PAGE_SIZE = 12;

/** The doctor search as kept in the URL (`/doctor/list?keyword=&district=&page=`). */
export interface DoctorFilters {
  keyword: string;
  district: string;
  specialty: string;
  language: string;
  clinic: string;
  page: number;
}

const TEXT_KEYS = ['keyword', 'district', 'specialty', 'language', 'clinic'] as const;

export function parseDoctorFilters(params: URLSearchParams): DoctorFilters {
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    district: params.get('district') ?? '',
    specialty: params.get('specialty') ?? '',
    language: params.get('language') ?? '',
    clinic: params.get('clinic') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** URL search params for filters: empty values and page 1 are left out so links stay short. */
export function doctorFiltersToParams(f: DoctorFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) if (f[key]) params.set(key, f[key]);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** The `searchDoctor` body (a district id alone identifies its region, so only level 2 is sent). */
export function doctorSearchBody(f: DoctorFilters): DoctorSearchBody {
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
