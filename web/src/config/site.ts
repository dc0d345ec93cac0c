import { m } from '../lib/i18n/messages';

/**
 * The operator's contact details shown on the information pages (the app's store pages are
 * run-time settings: APP_STORE_URL and GOOGLE_PLAY_URL, through /bff/config). Replace
 * these with the real ones before going live; nothing else hard-codes them. The words are in the
 * message catalogue (the source locale: these are set once, outside any render).
 */
export const SITE_CONTACT = {
  organisation: m.site_organisation(),
  phone: '(852) 3618 8000',
  whatsapp: '(852) 5618 8000',
  email: 'service@hktcm-portal.hk',
  privacyEmail: 'privacy@hktcm-portal.hk',
  address: m.site_address(),
  hours: m.site_hours(),
} as const;

/** Date the legal texts were last revised (shown on those pages). */
export const POLICY_UPDATED = m.site_policy_updated();

/**
 * Cards of a list whose images load at once (the rest load lazily as they scroll into view): on
 * a phone the first one or two are in the first screen, and the first image is often the page's
 * largest paint.
 */
export const FIRST_SCREEN_CARDS = 2;

/**
 * Language of the area names the portal API is asked for: Traditional Chinese (B5), as the job
 * pages must show them and as every other page of this Hong Kong site writes.
 */
export const AREA_LANGCODE = 'B5';
