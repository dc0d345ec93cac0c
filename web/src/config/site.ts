import type { MessageOptions } from '../lib/i18n/locale';
import { m } from '../lib/i18n/messages';

/**
 * The operator's contact details shown on the information pages (the app's store pages are
 * run-time settings: APP_STORE_URL and GOOGLE_PLAY_URL, through /bff/config). Replace
 * these with the real ones before going live; nothing else hard-codes them. Their words
 * (`siteWords`) are in the message catalogue.
 */
export const SITE_CONTACT = {
  phone: '(852) 3618 8000',
  whatsapp: '(852) 5618 8000',
  email: 'service@hktcm-portal.hk',
  privacyEmail: 'privacy@hktcm-portal.hk',
} as const;

/** The operator's name, address and opening hours, in the render's locale. */
export function siteWords(o: MessageOptions) {
  return {
    organisation: m.site_organisation({}, o),
    address: m.site_address({}, o),
    hours: m.site_hours({}, o),
  };
}

/** Date the legal texts were last revised (shown on those pages), in the render's locale. */
export function policyUpdated(o: MessageOptions): string {
  return m.site_policy_updated({}, o);
}

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
