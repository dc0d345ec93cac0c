import {
  IconBriefcase,
  IconCalendarEvent,
  IconCards,
  IconCreditCard,
  IconFileText,
  IconKey,
  IconMessageQuestion,
  IconStethoscope,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export interface UserCentreNavItem {
  label: string;
  path: string;
  /** Paths under this prefix count as this entry (detail pages). */
  match: string;
  icon: Icon;
}

export const USER_CENTRE_NAV: readonly UserCentreNavItem[] = [
  { label: '個人資料', path: '/user/userInfo', match: '/user/userInfo', icon: IconUserCircle },
  { label: '修改密碼', path: '/user/updatePassword', match: '/user/updatePassword', icon: IconKey },
  {
    label: '我的預約',
    path: '/user/booking/order',
    match: '/user/booking/order',
    icon: IconCalendarEvent,
  },
  {
    label: '就診記錄',
    path: '/user/booking/record',
    match: '/user/booking/record',
    icon: IconStethoscope,
  },
  { label: '療程卡', path: '/user/card/plan', match: '/user/card/plan', icon: IconCards },
  {
    label: '服務卡',
    path: '/user/card/service',
    match: '/user/card/service',
    icon: IconCreditCard,
  },
  {
    label: '我的問答',
    path: '/user/aq-news/question',
    match: '/user/aq-news',
    icon: IconMessageQuestion,
  },
  { label: '我的履歷', path: '/user/resume', match: '/user/resume', icon: IconFileText },
  { label: '我的應徵', path: '/user/applyJobs', match: '/user/applyJobs', icon: IconBriefcase },
  {
    label: '我的活動',
    path: '/user/association/myActivity',
    match: '/user/association',
    icon: IconUsersGroup,
  },
];

export function activeNavItem(pathname: string): UserCentreNavItem | undefined {
  return USER_CENTRE_NAV.find((item) => pathname.startsWith(item.match));
}
