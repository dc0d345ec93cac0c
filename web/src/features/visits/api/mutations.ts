import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/api-client';
import { visitKeys } from './keys';

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduleID: string) => callApi('deleteSchedule', { query: { scheduleID } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitKeys.bookings() }),
    meta: { notifyError: false },
  });
}

/** Refreshes the booking list (after a reschedule made elsewhere). */
export function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: visitKeys.bookings() });
}
