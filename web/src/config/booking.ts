import { href } from '@portal/shared';

/**
 * The cancellation policy shown with every booking confirmation. Set it to the clinics' own
 * terms before going live; it is the only place it is written. (A file of its own, so only the
 * booking pages' code carries it.)
 */
export const BOOKING_CANCELLATION_POLICY =
  '如需取消或改期，請最遲在應診前 24 小時於「我的預約」辦理，或致電診所。未能準時到達，診所或需安排你稍後應診。';

/**
 * A doctor's page with the booking dialog open (at `clinicId` when given): 再次預約 from a past
 * booking or visit, 預約此醫師 beside an answer.
 */
export function bookDoctorPath(doctorId: string, clinicId?: string): string {
  return href('doctorDetail', { doctorId }, { booking: 1, clinic: clinicId || undefined });
}
