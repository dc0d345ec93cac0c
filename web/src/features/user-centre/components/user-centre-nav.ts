import { href } from '@portal/shared';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconCards,
  IconCreditCard,
  IconFileText,
  IconHeart,
  IconKey,
  IconMessageQuestion,
  IconPencil,
  IconStethoscope,
  IconUserCircle,
  IconUsers,
  IconDatabase,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

export interface UserCentreNavItem {
  label: string;
  path: string;
  /** Paths under this prefix count as this entry (detail pages). */
  match: string;
  icon: Icon;
  /** Shows the number of doctors and clinics the client saved beside the label. */
  savedCount?: true;
  /** Shown to doctors only (the portal refuses the page's call for anyone else). */
  doctorOnly?: true;
}

/** Every entry, its label in the render's locale (`useMessageOptions`). */
const userCentreNav = (o: MessageOptions): readonly UserCentreNavItem[] => [
  {
    label: m.user_centre_nav_profile({}, o),
    path: href('userInfo'),
    match: href('userInfo'),
    icon: IconUserCircle,
  },
  {
    label: m.user_centre_nav_password({}, o),
    path: href('updatePassword'),
    match: href('updatePassword'),
    icon: IconKey,
  },
  {
    label: m.user_centre_nav_bookings({}, o),
    path: href('bookingOrder'),
    match: href('bookingOrder'),
    icon: IconCalendarEvent,
  },
  {
    label: m.user_centre_nav_visits({}, o),
    path: href('visitRecord'),
    match: href('visitRecord'),
    icon: IconStethoscope,
  },
  {
    label: m.user_centre_nav_family({}, o),
    path: href('family'),
    match: href('family'),
    icon: IconUsers,
  },
  {
    label: m.user_centre_nav_plan_cards({}, o),
    path: href('cardPlan'),
    match: href('cardPlan'),
    icon: IconCards,
  },
  {
    label: m.user_centre_nav_service_cards({}, o),
    path: href('cardService'),
    match: href('cardService'),
    icon: IconCreditCard,
  },
  {
    label: m.user_centre_nav_questions({}, o),
    path: href('myQuestions'),
    match: href('aqNewsRoot'),
    icon: IconMessageQuestion,
  },
  {
    label: m.user_centre_nav_write_news({}, o),
    path: href('writeNews'),
    match: href('writeNews'),
    icon: IconPencil,
    doctorOnly: true,
  },
  {
    label: m.user_centre_nav_resume({}, o),
    path: href('resume'),
    match: href('resume'),
    icon: IconFileText,
  },
  {
    label: m.user_centre_nav_applications({}, o),
    path: href('applyJobs'),
    match: href('applyJobs'),
    icon: IconBriefcase,
  },
  {
    label: m.user_centre_nav_activities({}, o),
    path: href('myActivity'),
    match: href('associationRoot'),
    icon: IconUsersGroup,
  },
  // Saved doctors and clinics are kept per account on the device; listed here so a client finds
  // them beside the rest of their own things.
  {
    label: m.user_centre_nav_saved({}, o),
    path: href('mySaved'),
    match: href('mySaved'),
    icon: IconHeart,
    savedCount: true,
  },
  {
    label: m.user_centre_nav_my_data({}, o),
    path: href('myData'),
    match: href('myData'),
    icon: IconDatabase,
  },
];

/** The entries a client sees (a doctor also sees the doctors' own). */
export function navItemsFor(doctor: boolean, o: MessageOptions): readonly UserCentreNavItem[] {
  const items = userCentreNav(o);
  return doctor ? items : items.filter((item) => !item.doctorOnly);
}

/** The entry the page belongs to (a new object per call: compare entries by `path`). */
export function activeNavItem(pathname: string, o: MessageOptions): UserCentreNavItem | undefined {
  return userCentreNav(o).find((item) => pathname.startsWith(item.match));
}
