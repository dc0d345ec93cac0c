/**
 * Booking reminders on this device by Web Push: the browser subscribes with the portal's VAPID key
 * (`/bff/push/key`) and the subscription is kept by the BFF for the logged-in client
 * (`/bff/push/subscription`), which then sends a reminder before each upcoming booking. The
 * browser asks for permission only when the client chooses 提醒我; turning reminders off and
 * signing out remove this device's subscription on both sides.
 */
import type { PushDeviceList, PushKey, PushSubscriptionJson } from '@portal/shared';
import { ApiError, request } from '../http/http';
import { PUSH_DEVICES_PATH } from './reminder-email';

// The BFF's paths (PUSH_KEY_PATH, PUSH_SUBSCRIPTION_PATH in @portal/shared), written out: a value
// imported from the shared package would join the first load's code.
const PUSH_KEY_PATH = '/bff/push/key';
const PUSH_SUBSCRIPTION_PATH = '/bff/push/subscription';

export type ReminderState =
  /** The browser cannot receive push messages (or has no service worker here). */
  | 'unsupported'
  /** The client refused notifications for the site in the browser's settings. */
  | 'blocked'
  | 'off'
  | 'on';

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** This device's push subscription, if it has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await registration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Whether reminders are on for this device. On a first visit the portal's worker is registered
 * only after the page has loaded: the answer waits for it rather than saying "unsupported".
 */
export async function reminderState(): Promise<ReminderState> {
  if (!pushSupported()) return 'unsupported';
  if (!(await registration())) await navigator.serviceWorker.ready;
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  if (!(await currentSubscription())) return 'off';
  return (await heldBySession()) ? 'on' : 'off';
}

/**
 * Whether the portal still sends this session's reminders. A browser keeps its subscription after
 * the portal has dropped it (the session that made it ended, by a password change elsewhere or an
 * expiry): then reminders are off, and 提醒我 subscribes again. A refusal (the session ended) is
 * "off" too; no answer at all (offline) leaves the browser's word.
 */
async function heldBySession(): Promise<boolean> {
  try {
    const { items } = await request<PushDeviceList>(PUSH_DEVICES_PATH, { quiet: true });
    return items.some((device) => device.current);
  } catch (error) {
    return !(error instanceof ApiError);
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (this is the click's answer) and subscribes this device. Resolves with the
 * state reached; rejects when the portal refused the subscription (its message says why).
 */
export async function turnOnReminders(): Promise<ReminderState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const reg = await navigator.serviceWorker.ready;
  const { publicKey } = await request<PushKey>(PUSH_KEY_PATH);
  const key = keyBytes(publicKey);
  let sub = await reg.pushManager.getSubscription();
  // A subscription made with another key (the portal's key changed) cannot be used.
  const same = sub?.options.applicationServerKey
    ? new Uint8Array(sub.options.applicationServerKey).join() === key.join()
    : false;
  if (sub && !same) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await request(PUSH_SUBSCRIPTION_PATH, {
      method: 'POST',
      body: sub.toJSON() as PushSubscriptionJson,
    });
  } catch (error) {
    await sub.unsubscribe();
    throw error;
  }
  return 'on';
}

/** Stops reminders on this device: the portal forgets the subscription and the browser drops it. */
export async function turnOffReminders(): Promise<ReminderState> {
  const sub = await currentSubscription();
  if (sub) {
    await request(PUSH_SUBSCRIPTION_PATH, {
      method: 'DELETE',
      body: { endpoint: sub.endpoint },
    });
    await sub.unsubscribe();
  }
  return 'off';
}

/** How long sign-out waits for each step of forgetting this device's reminders. */
const FORGET_WAIT_MS = 3000;

/** `step`, or undefined once `ms` have passed without it settling (never rejects). */
async function within<T>(ms: number, step: Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([step.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sign-out: this device gets no more reminders for the account. Never holds sign-out up: the
 * portal's DELETE and the browser's unsubscribe each get a short wait (a push manager that never
 * answers is given up on like a portal that never answers), and the browser's subscription goes
 * whatever the portal answered.
 */
export async function forgetDeviceReminders(): Promise<void> {
  const sub = await within(FORGET_WAIT_MS, currentSubscription());
  if (!sub) return;
  await within(
    FORGET_WAIT_MS,
    request(PUSH_SUBSCRIPTION_PATH, { method: 'DELETE', body: { endpoint: sub.endpoint } }),
  );
  await within(FORGET_WAIT_MS, sub.unsubscribe());
}
