import { href } from '@portal/shared';

export interface NavItem {
  label: string;
  to: string;
}

/** Main navigation of the header (desktop bar and mobile drawer). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: '首頁', to: href('home') },
  { label: '搵中醫師', to: href('doctorList') },
  { label: '中醫診所', to: href('hospitalList') },
  { label: '健康資訊', to: href('newsList') },
  { label: '健康問答', to: href('askList') },
  { label: '兒童成長', to: href('children') },
  { label: '中醫職位', to: href('jobList') },
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
export const INFO_LINKS: readonly { label: string; to: string }[] = [
  { label: '關於我們', to: href('about') },
  { label: '聯絡我們', to: href('contact') },
  { label: '意見反饋', to: href('feedback') },
  { label: '免責聲明', to: href('disclaimer') },
  { label: '私隱政策', to: href('privacy') },
  { label: '用戶服務條款', to: href('userService') },
  { label: '用戶私隱條款', to: href('userPrivacy') },
  { label: '下載應用程式', to: href('appDownload') },
  { label: '中醫師登記', to: href('osRegister') },
  { label: '中醫團體及活動', to: href('associationList') },
  { label: '清源堂銷售點', to: href('qySales') },
];
