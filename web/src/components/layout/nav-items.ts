import { href } from '@portal/shared';
import type { MessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export interface NavItem {
  label: string;
  to: string;
}

/** An item of the main navigation: `bar` is its label in the desktop header's one line. */
export interface MainNavItem extends NavItem {
  bar: string;
}

/**
 * Main navigation of the header (desktop bar and mobile drawer), its labels in the render's
 * locale (`useMessageOptions`). The bar's labels are short ones (`nav_short_*`): the English
 * names of the sections are too long for seven of them beside the account's buttons and the
 * language menu at 1280 px; the drawer has room for the whole names.
 */
export const navItems = (o: MessageOptions): readonly MainNavItem[] => [
  { label: m.nav_home({}, o), bar: m.nav_home({}, o), to: href('home') },
  { label: m.nav_doctors({}, o), bar: m.nav_short_doctors({}, o), to: href('doctorList') },
  { label: m.nav_clinics({}, o), bar: m.nav_short_clinics({}, o), to: href('hospitalList') },
  { label: m.nav_news({}, o), bar: m.nav_short_news({}, o), to: href('newsList') },
  { label: m.nav_ask({}, o), bar: m.nav_short_ask({}, o), to: href('askList') },
  { label: m.nav_children({}, o), bar: m.nav_children({}, o), to: href('children') },
  { label: m.nav_jobs({}, o), bar: m.nav_short_jobs({}, o), to: href('jobList') },
];

/**
 * An item is the current section when the page's first path segment is its link's (`/doctor/...`
 * for 搵中醫師); the home item only on the home page itself.
 */
export function isNavActive(item: NavItem, pathname: string): boolean {
  const section = item.to.split('/')[1];
  return section === '' ? pathname === '/' : pathname.split('/')[1] === section;
}

/** Information links of the footer, like `navItems`. */
export const infoLinks = (o: MessageOptions): readonly NavItem[] => [
  { label: m.info_about({}, o), to: href('about') },
  { label: m.info_contact({}, o), to: href('contact') },
  { label: m.info_feedback({}, o), to: href('feedback') },
  { label: m.info_disclaimer({}, o), to: href('disclaimer') },
  { label: m.info_privacy({}, o), to: href('privacy') },
  { label: m.info_user_service({}, o), to: href('userService') },
  { label: m.info_user_privacy({}, o), to: href('userPrivacy') },
  { label: m.info_app_download({}, o), to: href('appDownload') },
  { label: m.info_os_register({}, o), to: href('osRegister') },
  { label: m.info_association_list({}, o), to: href('associationList') },
  { label: m.info_qy_sales({}, o), to: href('qySales') },
];
