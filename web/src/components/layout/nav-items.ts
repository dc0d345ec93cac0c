import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Path prefixes that mark this item as the current section. */
  match: string[];
}

/** Main navigation of the header (desktop bar and mobile drawer). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: '首頁', to: paths.home(), match: ['/'] },
  { label: '搵中醫師', to: paths.doctorList(), match: ['/doctor'] },
  { label: '中醫診所', to: paths.clinicList(), match: ['/hospital'] },
  { label: '健康資訊', to: paths.newsList(), match: ['/news'] },
  { label: '健康問答', to: paths.askList(), match: ['/ask'] },
  { label: '兒童成長', to: paths.children(), match: ['/children'] },
  { label: '中醫職位', to: paths.jobList(), match: ['/job'] },
];

export function isNavActive(item: NavItem, pathname: string): boolean {
  return item.match.some((prefix) =>
    prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** Information links of the footer. */
export const INFO_LINKS: readonly { label: string; to: string }[] = [
  { label: '關於我們', to: paths.about() },
  { label: '聯絡我們', to: paths.contact() },
  { label: '意見反饋', to: paths.feedback() },
  { label: '免責聲明', to: paths.disclaimer() },
  { label: '私隱政策', to: paths.privacy() },
  { label: '用戶服務條款', to: paths.userService() },
  { label: '用戶私隱條款', to: paths.userPrivacy() },
  { label: '下載應用程式', to: paths.appDownload() },
  { label: '中醫師登記', to: paths.osRegister() },
  { label: '中醫團體及活動', to: paths.associationList() },
  { label: '清源堂銷售點', to: paths.qySales() },
];
