/**
 * The cancellation policy shown with every booking confirmation. Set it to the clinics' own
 * terms before going live; it is the only place it is written. (Beside the dialog's code, so the first
 * load of every page does not carry it.)
 */
export const BOOKING_CANCELLATION_POLICY =
  '如需取消或改期，請最遲在應診前 24 小時於「我的預約」辦理，或致電診所。未能準時到達，診所或需安排你稍後應診。';
