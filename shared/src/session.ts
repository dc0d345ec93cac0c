import type { UserInfo } from './account';
import type { BookingDoctor } from './booking';
import type { ClinicSummary } from './clinic';
import type { TopAnswerDoctor, IllnessCategory } from './ask';
import type { NewsCategory, NewsSummary } from './news';

/**
 * The SPA's session state, kept in sessionStorage and restored at startup. The token is
 * not here: it lives only in the BFF's httpOnly cookie.
 */
export interface SessionState {
  /** JSON string of `UserInfo`, '' when logged out. */
  userInfo: string;
  clientId: string;
  bookingDoctor: BookingDoctor | null;
  askCategorys: IllnessCategory[];
  topDoctors: TopAnswerDoctor[];
  newsCategories: NewsCategory[];
  homeNews: NewsSummary[];
  homeClinics: ClinicSummary[];
  /** JSON string of the job being viewed or applied to, '' when none. */
  jobJson: string;
}

export const emptySessionState: SessionState = {
  userInfo: '',
  clientId: '',
  bookingDoctor: null,
  askCategorys: [],
  topDoctors: [],
  newsCategories: [],
  homeNews: [],
  homeClinics: [],
  jobJson: '',
};

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Deep-merges `patch` into `base` without changing either. Arrays are replaced, not concatenated;
 * plain objects merge key by key; `undefined` in the patch leaves the value as it was.
 */
export function mergeState<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) {
    return (patch === undefined ? base : patch) as T;
  }
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeState(current, value) : value;
  }
  return out as T;
}

/** Parses the `userInfo` JSON string; null when empty or malformed. */
export function parseUserInfo(json: string): UserInfo | null {
  if (!json) return null;
  try {
    const v: unknown = JSON.parse(json);
    return isPlainObject(v) && typeof v.clientid === 'string' ? (v as unknown as UserInfo) : null;
  } catch {
    return null;
  }
}

/** Merges changed fields into the stored `userInfo` JSON string. */
export function mergeUserInfo(json: string, fields: Partial<UserInfo>): string {
  const current = parseUserInfo(json);
  return JSON.stringify(mergeState(current ?? {}, fields));
}
