import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOURCE_TYPE } from '@portal/shared';
import { callApi } from '../../../lib/api-client';
import { bookingKeys } from './queries';

export interface SaveBookingInput {
  doctorId: string;
  /** `YYYY-MM-DD HH:mm` */
  scheduleDate: string;
  /** '' for a new booking, or the id of the booking being moved. */
  scheduleID: string;
  note: string;
}

/**
 * Books (or moves) a visit. The BFF sets clientId from the session. Afterwards every booking
 * query is refetched, and so are the personal centre's booking lists (`['private', 'visits', ...]`).
 */
export function useSaveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveBookingInput) =>
      callApi('saveSchedule', {
        query: {
          doctorId: input.doctorId,
          scheduleDate: input.scheduleDate,
          scheduleID: input.scheduleID,
          sourceType: SOURCE_TYPE,
          note: input.note,
        },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['private', 'visits'] }),
      ]),
    // The booking picker explains a failure in place; a toast too would say it twice.
    meta: { notifyError: false },
  });
}
