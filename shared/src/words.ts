/**
 * The catalogue's messages that the shared code itself says (dates, the next slot, the free-time
 * filter, an application's status, the cancellation policy, a missing record's notice, a booking's
 * calendar file), each from its own compiled module: a program that imports `@portal/shared` (the
 * BFF, the upstream, their tests) loads these few, not the whole catalogue that `./messages`
 * gathers for the web app.
 */
export { booking_cancellation_policy } from './paraglide/messages/booking_cancellation_policy.js';
export { date_month_1 } from './paraglide/messages/date_month_1.js';
export { date_month_2 } from './paraglide/messages/date_month_2.js';
export { date_month_3 } from './paraglide/messages/date_month_3.js';
export { date_month_4 } from './paraglide/messages/date_month_4.js';
export { date_month_5 } from './paraglide/messages/date_month_5.js';
export { date_month_6 } from './paraglide/messages/date_month_6.js';
export { date_month_7 } from './paraglide/messages/date_month_7.js';
export { date_month_8 } from './paraglide/messages/date_month_8.js';
export { date_month_9 } from './paraglide/messages/date_month_9.js';
export { date_month_10 } from './paraglide/messages/date_month_10.js';
export { date_month_11 } from './paraglide/messages/date_month_11.js';
export { date_month_12 } from './paraglide/messages/date_month_12.js';
export { date_month_day } from './paraglide/messages/date_month_day.js';
export { date_weekday_long_1 } from './paraglide/messages/date_weekday_long_1.js';
export { date_weekday_long_2 } from './paraglide/messages/date_weekday_long_2.js';
export { date_weekday_long_3 } from './paraglide/messages/date_weekday_long_3.js';
export { date_weekday_long_4 } from './paraglide/messages/date_weekday_long_4.js';
export { date_weekday_long_5 } from './paraglide/messages/date_weekday_long_5.js';
export { date_weekday_long_6 } from './paraglide/messages/date_weekday_long_6.js';
export { date_weekday_long_7 } from './paraglide/messages/date_weekday_long_7.js';
export { date_weekday_short_1 } from './paraglide/messages/date_weekday_short_1.js';
export { date_weekday_short_2 } from './paraglide/messages/date_weekday_short_2.js';
export { date_weekday_short_3 } from './paraglide/messages/date_weekday_short_3.js';
export { date_weekday_short_4 } from './paraglide/messages/date_weekday_short_4.js';
export { date_weekday_short_5 } from './paraglide/messages/date_weekday_short_5.js';
export { date_weekday_short_6 } from './paraglide/messages/date_weekday_short_6.js';
export { date_weekday_short_7 } from './paraglide/messages/date_weekday_short_7.js';
export { day_part_afternoon } from './paraglide/messages/day_part_afternoon.js';
export { day_part_evening } from './paraglide/messages/day_part_evening.js';
export { day_part_morning } from './paraglide/messages/day_part_morning.js';
export { delivery_status_hired } from './paraglide/messages/delivery_status_hired.js';
export { delivery_status_interview } from './paraglide/messages/delivery_status_interview.js';
export { delivery_status_rejected } from './paraglide/messages/delivery_status_rejected.js';
export { delivery_status_submitted } from './paraglide/messages/delivery_status_submitted.js';
export { delivery_status_viewed } from './paraglide/messages/delivery_status_viewed.js';
export { free_filter_today } from './paraglide/messages/free_filter_today.js';
export { free_filter_tomorrow } from './paraglide/messages/free_filter_tomorrow.js';
export { free_filter_week } from './paraglide/messages/free_filter_week.js';
export { missing_record_ask } from './paraglide/messages/missing_record_ask.js';
export { missing_record_clinic } from './paraglide/messages/missing_record_clinic.js';
export { missing_record_doctor } from './paraglide/messages/missing_record_doctor.js';
export { missing_record_gone } from './paraglide/messages/missing_record_gone.js';
export { missing_record_job } from './paraglide/messages/missing_record_job.js';
export { missing_record_news } from './paraglide/messages/missing_record_news.js';
export { missing_record_unavailable } from './paraglide/messages/missing_record_unavailable.js';
export { next_slot } from './paraglide/messages/next_slot.js';
export { bff_ics_booking_number } from './paraglide/messages/bff_ics_booking_number.js';
export { bff_ics_note } from './paraglide/messages/bff_ics_note.js';
export { bff_ics_on_time } from './paraglide/messages/bff_ics_on_time.js';
export { bff_ics_patient } from './paraglide/messages/bff_ics_patient.js';
export { bff_ics_summary } from './paraglide/messages/bff_ics_summary.js';
