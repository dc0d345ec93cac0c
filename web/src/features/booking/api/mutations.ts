import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SOURCE_TYPE, type Booking } from '@portal/shared';
import { ApiError, callApi } from '../../../lib/http/api-client';
import { heldBooking } from '../lib/clash';
import { bookingKeys, bookingQueries } from './queries';
import { visitKeys } from '../../visits/api/keys';

export interface SaveBookingInput {
  doctorId: string;
  /** `YYYY-MM-DD HH:mm` */
  scheduleDate: string;
  /** '' for a new booking, or the id of the booking being moved. */
  scheduleID: string;
  note: string;
}

/**
 * After a refusal (409): the client's own booking of exactly this section, read afresh, when they
 * hold one. A request whose answer was lost, or a second tab, booked it already: that booking is
 * the true answer, not an invitation to book again.
 */
async function alreadyHeld(
  queryClient: QueryClient,
  input: SaveBookingInput,
): Promise<Booking | undefined> {
  const [date = '', starttime = ''] = input.scheduleDate.split(' ');
  const mine = await queryClient
    .fetchQuery({ ...bookingQueries.mine(), staleTime: 0 })
    .catch(() => undefined);
  return heldBooking(mine?.list ?? [], { doctorId: input.doctorId, date, starttime });
}

/**
 * Books (or moves) a visit. The BFF sets clientId from the session. A refusal because the client
 * already holds this very section answers with that booking instead. Afterwards every booking
 * query is refetched, and so are the personal centre's visits (`visitKeys.all`).
 */
export function useSaveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveBookingInput): Promise<Booking> => {
      try {
        return await callApi('saveSchedule', {
          query: {
            doctorId: input.doctorId,
            scheduleDate: input.scheduleDate,
            scheduleID: input.scheduleID,
            sourceType: SOURCE_TYPE,
            note: input.note,
          },
        });
      } catch (error) {
        const held =
          error instanceof ApiError && error.code === 409
            ? await alreadyHeld(queryClient, input)
            : undefined;
        if (!held || held.scheduleid === input.scheduleID) throw error;
        return held;
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: visitKeys.all }),
      ]),
    // The booking picker explains a failure in place; a toast too would say it twice.
    meta: { notifyError: false },
  });
}
