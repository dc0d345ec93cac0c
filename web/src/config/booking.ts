import { href } from '@portal/shared';

/**
 * A doctor's page with the booking dialog open (at `clinicId` when given): 再次預約 from a past
 * booking or visit, 預約此醫師 beside an answer.
 */
export function bookDoctorPath(doctorId: string, clinicId?: string): string {
  return href('doctorDetail', { doctorId }, { booking: 1, clinic: clinicId || undefined });
}
