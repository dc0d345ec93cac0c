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

const USER_CENTRE_NAV: readonly UserCentreNavItem[] = [
  { label: '個人資料', path: href('userInfo'), match: href('userInfo'), icon: IconUserCircle },
  { label: '修改密碼', path: href('updatePassword'), match: href('updatePassword'), icon: IconKey },
  {
    label: '我的預約',
    path: href('bookingOrder'),
    match: href('bookingOrder'),
    icon: IconCalendarEvent,
  },
  {
    label: '就診記錄',
    path: href('visitRecord'),
    match: href('visitRecord'),
    icon: IconStethoscope,
  },
  { label: '家庭成員', path: href('family'), match: href('family'), icon: IconUsers },
  { label: '療程卡', path: href('cardPlan'), match: href('cardPlan'), icon: IconCards },
  { label: '服務卡', path: href('cardService'), match: href('cardService'), icon: IconCreditCard },
  {
    label: '我的問答',
    path: href('myQuestions'),
    match: href('aqNewsRoot'),
    icon: IconMessageQuestion,
  },
  {
    label: '撰寫健康資訊',
    path: href('writeNews'),
    match: href('writeNews'),
    icon: IconPencil,
    doctorOnly: true,
  },
  { label: '我的履歷', path: href('resume'), match: href('resume'), icon: IconFileText },
  { label: '我的應徵', path: href('applyJobs'), match: href('applyJobs'), icon: IconBriefcase },
  {
    label: '我的活動',
    path: href('myActivity'),
    match: href('associationRoot'),
    icon: IconUsersGroup,
  },
  // Saved doctors and clinics are kept per account on the device; listed here so a client finds
  // them beside the rest of their own things.
  {
    label: '我的收藏',
    path: href('mySaved'),
    match: href('mySaved'),
    icon: IconHeart,
    savedCount: true,
  },
  { label: '我的資料', path: href('myData'), match: href('myData'), icon: IconDatabase },
];

/** The entries a client sees (a doctor also sees the doctors' own). */
export function navItemsFor(doctor: boolean): readonly UserCentreNavItem[] {
  return doctor ? USER_CENTRE_NAV : USER_CENTRE_NAV.filter((item) => !item.doctorOnly);
}

export function activeNavItem(pathname: string): UserCentreNavItem | undefined {
  return USER_CENTRE_NAV.find((item) => pathname.startsWith(item.match));
}
