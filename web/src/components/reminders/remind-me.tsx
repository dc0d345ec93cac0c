import { lazy, Suspense } from 'react';

const RemindMeBody = lazy(() => import('./remind-me-body'));
const ReminderDevicesBody = lazy(() => import('./reminder-devices-body'));
const ReminderChannelBody = lazy(() => import('./reminder-channel-body'));

/**
 * 提醒我 (remind-me-body.tsx): loaded on its own when a page shows it, so neither it nor the Web
 * Push code joins the code every page loads.
 */
export function RemindMe() {
  return (
    <Suspense fallback={null}>
      <RemindMeBody />
    </Suspense>
  );
}

/**
 * The browsers receiving the client's reminders, to remove one or all (reminder-devices-body.tsx),
 * loaded on its own like 提醒我.
 */
export function ReminderDevices() {
  return (
    <Suspense fallback={null}>
      <ReminderDevicesBody />
    </Suspense>
  );
}

/** 提醒方式 of one booking: push, e-mail or both (reminder-channel-body.tsx), loaded on its own. */
export function ReminderChannel({ scheduleId }: { scheduleId: string }) {
  return (
    <Suspense fallback={null}>
      <ReminderChannelBody scheduleId={scheduleId} />
    </Suspense>
  );
}
