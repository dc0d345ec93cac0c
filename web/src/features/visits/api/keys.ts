/**
 * The cache keys of the personal centre's visits: booking lists, records, prescriptions. The one
 * module of this feature another feature may import (booking refreshes these after a booking),
 * so every key under `['private', 'visits']` is spelled here and nowhere else.
 */
export const visitKeys = {
  all: ['private', 'visits'] as const,
  bookings: () => [...visitKeys.all, 'bookings'] as const,
  bookingPage: (pageNo: number, pageSize: number) =>
    [...visitKeys.bookings(), { pageNo, pageSize }] as const,
  records: (pageNo: number, pageSize: number) =>
    [...visitKeys.all, 'records', { pageNo, pageSize }] as const,
  detail: (id: string) => [...visitKeys.all, 'detail', id] as const,
  prescription: (id: string) => [...visitKeys.all, 'prescription', id] as const,
};
