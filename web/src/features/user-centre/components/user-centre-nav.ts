import {
  IconBriefcase,
  IconCalendarEvent,
  IconCards,
  IconCreditCard,
  IconFileText,
  IconHeart,
  IconKey,
  IconMessageQuestion,
  IconStethoscope,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../../config/paths';

export interface UserCentreNavItem {
  label: string;
  path: string;
  /** Paths under this prefix count as this entry (detail pages). */
  match: string;
  icon: Icon;
  /** Shows the number of doctors and clinics saved in this browser beside the label. */
  savedCount?: true;
}

export const USER_CENTRE_NAV: readonly UserCentreNavItem[] = [
  { label: '個人資料', path: paths.userInfo(), match: paths.userInfo(), icon: IconUserCircle },
  { label: '修改密碼', path: paths.updatePassword(), match: paths.updatePassword(), icon: IconKey },
  {
    label: '我的預約',
    path: paths.bookingOrder(),
    match: paths.bookingOrder(),
    icon: IconCalendarEvent,
  },
  {
    label: '就診記錄',
    path: paths.visitRecord(),
    match: paths.visitRecord(),
    icon: IconStethoscope,
  },
  { label: '療程卡', path: paths.cardPlan(), match: paths.cardPlan(), icon: IconCards },
  { label: '服務卡', path: paths.cardService(), match: paths.cardService(), icon: IconCreditCard },
  {
    label: '我的問答',
    path: paths.myQuestions(),
    match: '/user/aq-news',
    icon: IconMessageQuestion,
  },
  { label: '我的履歷', path: paths.resume(), match: paths.resume(), icon: IconFileText },
  { label: '我的應徵', path: paths.applyJobs(), match: paths.applyJobs(), icon: IconBriefcase },
  { label: '我的活動', path: paths.myActivity(), match: '/user/association', icon: IconUsersGroup },
  // Saved doctors and clinics are kept on the device, not in the account; listed here so a
  // client finds them beside the rest of their own things.
  {
    label: '我的收藏',
    path: paths.mySaved(),
    match: paths.mySaved(),
    icon: IconHeart,
    savedCount: true,
  },
];

export function activeNavItem(pathname: string): UserCentreNavItem | undefined {
  return USER_CENTRE_NAV.find((item) => pathname.startsWith(item.match));
}
