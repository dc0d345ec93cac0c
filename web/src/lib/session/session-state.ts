import {
  mergeState,
  type BookingDoctor,
  type ClinicSummary,
  type IllnessCategory,
  type NewsCategory,
  type NewsSummary,
  type TopAnswerDoctor,
  type UserInfo,
} from '@portal/shared';

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

/** Parses the `userInfo` JSON string; null when empty or malformed. */
export function parseUserInfo(json: string): UserInfo | null {
  if (!json) return null;
  try {
    const v: unknown = JSON.parse(json);
    return typeof v === 'object' &&
      v !== null &&
      !Array.isArray(v) &&
      typeof (v as { clientid?: unknown }).clientid === 'string'
      ? (v as unknown as UserInfo)
      : null;
  } catch {
    return null;
  }
}

/** Merges changed fields into the stored `userInfo` JSON string. */
export function mergeUserInfo(json: string, fields: Partial<UserInfo>): string {
  const current = parseUserInfo(json);
  return JSON.stringify(mergeState(current ?? {}, fields));
}
