import { TOP_ASK_DOCTORS_LIMIT } from '@portal/shared';

/** How many clinics the home page asks for, and shows in rows of `HOME_CLINICS_PER_ROW`. */
export const HOME_CLINICS_COUNT = 15;
const HOME_CLINICS_PER_ROW = 3;

/**
 * The home clinic list in rows of 3, used only when exactly 15 clinics arrive; any other count
 * gives no rows (the home page then hides the section).
 */
export function homeClinicRows<T>(clinics: readonly T[] | null | undefined): T[][] {
  if (!clinics || clinics.length !== HOME_CLINICS_COUNT) return [];
  const rows: T[][] = [];
  for (let i = 0; i < clinics.length; i += HOME_CLINICS_PER_ROW) {
    rows.push(clinics.slice(i, i + HOME_CLINICS_PER_ROW));
  }
  return rows;
}

/** The top answering doctors, cut to the first 10. */
export function topAskDoctors<T>(doctors: readonly T[] | null | undefined): T[] {
  return (doctors ?? []).slice(0, TOP_ASK_DOCTORS_LIMIT);
}
