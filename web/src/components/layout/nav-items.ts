import { href } from '@portal/shared';
import { m } from '../../lib/i18n/messages';

/** A link's label: its message, called with the render's locale (`useMessageOptions`). */
type Label = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;
type Locale = NonNullable<Parameters<typeof m.nav_home>[1]>['locale'];

export interface NavItem {
  label: Label;
  to: string;
}

/** Main navigation of the header (desktop bar and mobile drawer). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: m.nav_home, to: href('home') },
  { label: m.nav_doctors, to: href('doctorList') },
  { label: m.nav_clinics, to: href('hospitalList') },
  { label: m.nav_news, to: href('newsList') },
  { label: m.nav_ask, to: href('askList') },
  { label: m.nav_children, to: href('children') },
  { label: m.nav_jobs, to: href('jobList') },
];

/**
 * An item is the current section when the page's first path segment is its link's (`/doctor/...`
 * for 搵中醫師); the home item only on the home page itself.
 */
export function isNavActive(item: NavItem, pathname: string): boolean {
  const section = item.to.split('/')[1];
  return section === '' ? pathname === '/' : pathname.split('/')[1] === section;
}

/** Information links of the footer. */
export const INFO_LINKS: readonly { label: Label; to: string }[] = [
  { label: m.info_about, to: href('about') },
  { label: m.info_contact, to: href('contact') },
  { label: m.info_feedback, to: href('feedback') },
  { label: m.info_disclaimer, to: href('disclaimer') },
  { label: m.info_privacy, to: href('privacy') },
  { label: m.info_user_service, to: href('userService') },
  { label: m.info_user_privacy, to: href('userPrivacy') },
  { label: m.info_app_download, to: href('appDownload') },
  { label: m.info_os_register, to: href('osRegister') },
  { label: m.info_association_list, to: href('associationList') },
  { label: m.info_qy_sales, to: href('qySales') },
];
