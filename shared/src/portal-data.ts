/**
 * What the BFF keeps itself, for the SPA: saved items that follow the account (`/bff/saved`) and
 * Web Push subscriptions for booking reminders (`/bff/push/*`).
 */
import type { GrowthMeasurement } from './family';
import type { MessageOptions } from './messages';
import * as m from './words';

/** Kinds of things a client can save. */
export const SAVED_KINDS = ['doctor', 'clinic', 'news'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];

/** The most items one client can keep saved. */
export const SAVED_MAX_ITEMS = 200;

export const SAVED_PATH = '/bff/saved';

/** One saved item as the account keeps it (the SPA fills in names from the records). */
export interface SavedEntry {
  kind: SavedKind;
  id: string;
  /** Epoch milliseconds. */
  savedAt: number;
}

/** `GET /bff/saved`. */
export interface SavedList {
  items: SavedEntry[];
}

/** Body of `PUT /bff/saved` and `DELETE /bff/saved`. */
export interface SavedRef {
  kind: SavedKind;
  id: string;
}

export const PUSH_KEY_PATH = '/bff/push/key';
export const PUSH_SUBSCRIPTION_PATH = '/bff/push/subscription';
/** `GET`: the client's browsers that receive reminders; `DELETE` `{id}` or `{all: true}`. */
export const PUSH_DEVICES_PATH = '/bff/push/subscriptions';

/** The most browsers one client can have reminders on: past it, the oldest stops. */
export const PUSH_MAX_DEVICES = 10;

/** One browser receiving the client's reminders, as the personal centre lists it. */
export interface PushDevice {
  /** An opaque id for removing it (never the endpoint). */
  id: string;
  /** The browser family (`Chrome`, `Safari`, ...), empty when unknown. */
  browser: string;
  /** When it was added, epoch milliseconds. */
  addedAt: number;
  /** Subscribed from this session (likely the browser asking). */
  current: boolean;
}

/** `GET /bff/push/subscriptions`. */
export interface PushDeviceList {
  items: PushDevice[];
}

/** `GET /bff/push/key`: the VAPID public key (base64url) a browser subscribes with. */
export interface PushKey {
  publicKey: string;
}

/** Body of `POST /bff/push/subscription`: the browser's `PushSubscription.toJSON()`. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** What a reminder carries to the service worker (the notification and where a click goes). */
export interface ReminderMessage {
  title: string;
  body: string;
  url: string;
  /** The booking's scheduleID: a later reminder for the same booking replaces the earlier one. */
  tag: string;
}

/** `GET`: everything the portal itself keeps for the account, as JSON; `DELETE`: all of it. */
export const MY_DATA_PATH = '/bff/my-data';

/** `GET /bff/my-data`: what the portal keeps for the account (not the portal API's records). */
export interface MyDataExport {
  /** When it was read, ISO 8601. */
  exportedAt: string;
  clientId: string;
  /** What this is, and what it is not, in words. */
  about: string;
  saved: SavedEntry[];
  family: {
    id: string;
    name: string;
    relation: string;
    birthDate: string;
    sex: string;
    phone: string;
    addedAt: number;
    updatedAt: number;
    measurements: GrowthMeasurement[];
  }[];
  reminderDevices: { browser: string; addedAt: number }[];
  reminderBookings: {
    scheduleId: string;
    doctorName: string;
    clinicName: string;
    day: string;
    startTime: string;
    patientName: string;
    /** How its reminder goes: by Web Push, e-mail or both. */
    channel: ReminderChannel;
  }[];
  /** The address e-mail reminders go to, or null when none was given. */
  reminderEmail: { email: string; verified: boolean; addedAt: number } | null;
}

/** `DELETE /bff/my-data`: how many of each were removed. */
export interface MyDataRemoved {
  saved: number;
  family: number;
  reminderDevices: number;
  /** 1 when a reminder address was removed, else 0. */
  reminderEmail: number;
}

/**
 * E-mail booking reminders: the address (`GET`, `PUT {email}` which sends a verification link,
 * `DELETE`), the link's landing (`GET …/verify?token=`), and each booking's channel.
 */
export const REMINDER_EMAIL_PATH = '/bff/reminder-email';
export const REMINDER_EMAIL_VERIFY_PATH = '/bff/reminder-email/verify';
/** `GET`: the channel of each upcoming booking held; `PUT {scheduleId, channel}`: choose one. */
export const REMINDER_CHANNEL_PATH = '/bff/reminders/channel';

export const REMINDER_CHANNELS = ['push', 'email', 'both'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** `GET /bff/reminder-email`. `available`: the portal can send e-mail (SMTP is set up). */
export interface ReminderEmailState {
  email: string;
  verified: boolean;
  available: boolean;
}

/** `GET /bff/reminders/channel`, and (one item) the answer of `PUT`. */
export interface ReminderChannelList {
  items: { scheduleId: string; channel: ReminderChannel }[];
}

/**
 * The query parameter the verification link's redirect puts on the profile page, telling the
 * reader how it went: `verified`, `expired` (or already used), `invalid`.
 */
export const REMINDER_EMAIL_NOTICE = 'reminderEmail';
export type ReminderEmailNotice = 'verified' | 'expired' | 'invalid';

/** What is wrong with a reminder e-mail request, in the locale asked for (`o`). */
export const REMINDER_EMAIL_MSG = {
  badEmail: (o?: MessageOptions) => m.reminder_email_error_bad_email({}, o),
  extra: (o?: MessageOptions) => m.reminder_email_error_extra({}, o),
  unavailable: (o?: MessageOptions) => m.reminder_email_error_unavailable({}, o),
  resendWait: (o?: MessageOptions) => m.reminder_email_error_resend_wait({}, o),
  sendFailed: (o?: MessageOptions) => m.reminder_email_error_send_failed({}, o),
  badChannel: (o?: MessageOptions) => m.reminder_email_error_bad_channel({}, o),
  badBooking: (o?: MessageOptions) => m.reminder_email_error_bad_booking({}, o),
  noBooking: (o?: MessageOptions) => m.reminder_email_error_no_booking({}, o),
  notVerified: (o?: MessageOptions) => m.reminder_email_error_not_verified({}, o),
} satisfies Record<string, (o?: MessageOptions) => string>;
