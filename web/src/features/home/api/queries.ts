import { queryOptions } from '@tanstack/react-query';
import { type ClinicSummary } from '@portal/shared';
import { HOME_CLINICS_COUNT, homeClinicRows, topAskDoctors } from '../lib/home-lists';
import { callApi } from '../../../lib/http/api-client';
import { getSessionState } from '../../../lib/session/current-session';

export const HOME_DOCTORS_SIZE = 6;
export const HOME_NEWS_SIZE = 6;
const HOME_ASKS_SIZE = 5;

const homeKeys = {
  all: ['home'] as const,
  doctors: () => [...homeKeys.all, 'doctors'] as const,
  clinics: () => [...homeKeys.all, 'clinics'] as const,
  news: () => [...homeKeys.all, 'news'] as const,
  asks: () => [...homeKeys.all, 'asks'] as const,
  topAnswer: () => [...homeKeys.all, 'top-answer'] as const,
  statistic: () => [...homeKeys.all, 'statistic'] as const,
};

/** Home sections; lists kept in the session state are shown at once while they refresh. */
export const homeQueries = {
  doctors: () =>
    queryOptions({
      queryKey: homeKeys.doctors(),
      queryFn: () =>
        callApi('searchDoctor', {
          body: { pageno: 1, pagesize: HOME_DOCTORS_SIZE, sortdesc: true },
        }).then((d) => d.list),
      staleTime: 5 * 60_000,
    }),
  /** The 15 home clinics in rows of 3; no rows unless exactly 15 arrive. */
  clinicRows: () =>
    queryOptions({
      queryKey: homeKeys.clinics(),
      queryFn: () =>
        callApi('getRandomClinicList', { query: { size: HOME_CLINICS_COUNT } }).then(
          (list): ClinicSummary[] => list,
        ),
      select: homeClinicRows,
      placeholderData: () => {
        const kept = getSessionState().homeClinics;
        return kept.length === HOME_CLINICS_COUNT ? kept : undefined;
      },
      staleTime: 5 * 60_000,
    }),
  news: () =>
    queryOptions({
      queryKey: homeKeys.news(),
      queryFn: () =>
        callApi('getWebNewsList', { query: { pageNo: 1, pageSize: HOME_NEWS_SIZE } }).then(
          (d) => d.list,
        ),
      placeholderData: () => {
        const kept = getSessionState().homeNews;
        return kept.length ? kept : undefined;
      },
      staleTime: 5 * 60_000,
    }),
  asks: () =>
    queryOptions({
      queryKey: homeKeys.asks(),
      queryFn: () =>
        callApi('getWebAskList', { query: { pageNo: 1, pageSize: HOME_ASKS_SIZE } }).then(
          (d) => d.list,
        ),
      staleTime: 5 * 60_000,
    }),
  /** The doctors who answered most, at most 10. */
  topAnswer: () =>
    queryOptions({
      queryKey: homeKeys.topAnswer(),
      // A ranked doctor is shown only with a name and an id to link to (both are extensions of
      // this call's records).
      queryFn: () =>
        callApi('getTopAnswer').then((d) =>
          topAskDoctors((d ?? []).filter((x) => Boolean(x.globaluserid && x.username))),
        ),
      placeholderData: () => {
        const kept = getSessionState().topDoctors;
        return kept.length ? topAskDoctors(kept) : undefined;
      },
      staleTime: 5 * 60_000,
    }),
  statistic: () =>
    queryOptions({
      queryKey: homeKeys.statistic(),
      queryFn: () => callApi('getSystemStatistic'),
      staleTime: 60_000,
    }),
};
