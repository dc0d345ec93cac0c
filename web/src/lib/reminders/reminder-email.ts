/**
 * E-mail booking reminders as the BFF keeps them: the client's reminder address
 * (`/bff/reminder-email`: read, given, which mails a link to verify it, and removed) and each
 * upcoming booking's channel (`/bff/reminders/channel`: push, e-mail or both). Read once and
 * replaced by what each change answers, so every booking on a page shares one read.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PushDeviceList,
  ReminderChannel,
  ReminderChannelList,
  ReminderEmailState,
} from '@portal/shared';
import { request } from '../http/http';

// The BFF's paths (REMINDER_EMAIL_PATH, REMINDER_CHANNEL_PATH in @portal/shared), written out: a
// value imported from the shared package would join the first load's code.
const EMAIL_PATH = '/bff/reminder-email';
const CHANNEL_PATH = '/bff/reminders/channel';
/** The client's push browsers (PUSH_DEVICES_PATH in @portal/shared): push-reminders.ts reads it too. */
export const PUSH_DEVICES_PATH = '/bff/push/subscriptions';

const keys = {
  email: ['private', 'reminder-email'] as const,
  channels: ['private', 'reminder-channels'] as const,
};

export const reminderEmailQuery = () =>
  queryOptions({
    queryKey: keys.email,
    queryFn: () => request<ReminderEmailState>(EMAIL_PATH, { quiet: true }),
    staleTime: 30_000,
    retry: false,
  });

export const reminderChannelsQuery = () =>
  queryOptions({
    queryKey: keys.channels,
    queryFn: () => request<ReminderChannelList>(CHANNEL_PATH, { quiet: true }),
    // Read again on each page: a booking made since is held by now.
    staleTime: 0,
    retry: false,
  });

/**
 * The browsers that receive the client's push reminders, from any session of the account: a
 * booking whose 提醒方式 is push reaches the client only through one of them. 提醒我 reads it again
 * whenever it turns this device's reminders on or off.
 */
export const pushDevicesQuery = () =>
  queryOptions({
    queryKey: ['private', 'push-devices'] as const,
    queryFn: () => request<PushDeviceList>(PUSH_DEVICES_PATH, { quiet: true }),
    staleTime: 30_000,
    retry: false,
  });

/** Gives (`email`), or with null removes, the reminder address; the answer replaces the read. */
export function useSetReminderEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string | null) =>
      email === null
        ? request<ReminderEmailState>(EMAIL_PATH, { method: 'DELETE' })
        : request<ReminderEmailState>(EMAIL_PATH, { method: 'PUT', body: { email } }),
    onSuccess: (state) => client.setQueryData(keys.email, state),
  });
}

/** Chooses one booking's channel; the list read is changed to match. */
export function useSetReminderChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: { scheduleId: string; channel: ReminderChannel }) =>
      request<ReminderChannelList>(CHANNEL_PATH, { method: 'PUT', body: choice }),
    onSuccess: (_answer, choice) =>
      client.setQueryData<ReminderChannelList>(keys.channels, (old) => ({
        items: [...(old?.items ?? []).filter((c) => c.scheduleId !== choice.scheduleId), choice],
      })),
  });
}
