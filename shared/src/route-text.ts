/**
 * What each page of the route table says of itself in its head: its title, keywords and
 * description. Kept beside the table rather than in it, so that the app's first load, which routes
 * by the table, carries no head text: the browser reads this with the head code it loads after the
 * first view (the served HTML already has the page's head), and the BFF and the server render read
 * it as they write heads.
 */
import type { SiteCopy } from './copies';
import { SITE_KEYWORDS_EN, TEXT_EN } from './route-text-en';
import type { RouteDef, RouteId } from './routes';

/** The keywords every page names after its own title. */
const SITE_KEYWORDS = '香港中醫,中醫師,中醫診所,網上預約';

/** A page's title, keywords and description meta tags, from the route table alone. */
export interface RouteText {
  title: string;
  keywords: string;
  description: string;
}

/** Per route: its title and description; keywords are the title and the site's, unless given. */
const TEXT: Record<RouteId, { title: string; description: string; keywords?: string }> = {
  home: {
    title: '香港中醫網：搵中醫、睇中醫、網上預約',
    description:
      '香港中醫網幫你搵附近的註冊中醫師和中醫診所，網上預約應診，閱讀健康資訊，向醫師免費提問。',
    keywords: SITE_KEYWORDS,
  },
  myAsk: { title: '我的問答', description: '' },
  mySaved: { title: '我的收藏', description: '你收藏的醫師、診所和健康資訊。' },
  login: { title: '登入', description: '登入香港中醫網，管理預約、就診記錄和個人資料。' },
  register: { title: '註冊', description: '以手機號碼免費註冊香港中醫網帳戶，網上預約中醫。' },
  forgetPassword: { title: '忘記密碼', description: '以手機驗證碼重設香港中醫網帳戶密碼。' },
  about: { title: '關於我們', description: '認識香港中醫網：連結市民與註冊中醫師的網上平台。' },
  feedback: { title: '意見反饋', description: '把你對香港中醫網的意見告訴我們。' },
  contact: { title: '聯絡我們', description: '香港中醫網的聯絡電話、電郵和辦公地址。' },
  disclaimer: { title: '免責聲明', description: '香港中醫網的免責聲明。' },
  privacy: {
    title: '私隱政策',
    description: '香港中醫網如何按《個人資料（私隱）條例》收集和使用你的個人資料。',
  },
  appPrivacy: { title: '應用程式私隱政策', description: '香港中醫網流動應用程式的私隱政策。' },
  appDownload: {
    title: '下載應用程式',
    description: '下載香港中醫網流動應用程式，隨時隨地預約中醫。',
  },
  userService: { title: '用戶服務條款', description: '使用香港中醫網服務的條款。' },
  userPrivacy: { title: '用戶私隱條款', description: '香港中醫網用戶私隱條款。' },
  qySales: {
    title: '清源堂銷售點',
    description: '清源堂中藥產品在香港各區的銷售點：地址、電話和營業時間。',
  },
  doctorRoot: { title: '搵中醫師', description: '' },
  doctorList: {
    title: '搵中醫師',
    description: '按地區、專科和語言搜尋香港註冊中醫師，查看資歷並網上預約。',
  },
  doctorDetail: { title: '中醫師', description: '中醫師資料、應診診所和時間，網上預約。' },
  doctorAsk: { title: '醫師解答', description: '中醫師解答的健康問題。' },
  doctorNews: { title: '醫師文章', description: '中醫師撰寫的健康資訊。' },
  hospitalRoot: { title: '中醫診所', description: '' },
  hospitalList: {
    title: '中醫診所',
    description: '按地區搜尋香港中醫診所，查看地址、電話、應診時間和醫師。',
  },
  clinicDetail: { title: '中醫診所', description: '診所地址、電話、應診時間、醫師和地圖。' },
  newsRoot: { title: '健康資訊', description: '' },
  newsList: { title: '健康資訊', description: '中醫師撰寫的養生保健、飲食調理和疾病知識。' },
  newsDetail: { title: '健康資訊', description: '健康資訊全文。' },
  newsDetails: { title: '健康資訊', description: '健康資訊全文。' },
  children: {
    title: '兒童成長工具',
    description: '以世界衞生組織標準評估兒童身高、體重、BMI、胸圍和頭圍。',
  },
  childrenHeight: { title: '兒童身高評估', description: '按年齡和性別評估兒童身高百分位。' },
  childrenWeight: { title: '兒童體重評估', description: '按年齡和性別評估兒童體重百分位。' },
  childrenBmi: { title: '兒童BMI評估', description: '按年齡和性別評估兒童BMI百分位。' },
  childrenChest: { title: '兒童胸圍評估', description: '記錄兒童胸圍。' },
  childrenHead: { title: '兒童頭圍評估', description: '按年齡和性別評估兒童頭圍百分位。' },
  associationList: { title: '中醫團體及活動', description: '香港中醫團體和即將舉行的活動。' },
  activity: { title: '中醫團體及活動', description: '香港中醫團體和即將舉行的活動。' },
  askRoot: { title: '健康問答', description: '' },
  askList: { title: '健康問答', description: '向註冊中醫師免費提問，查看醫師解答。' },
  askPost: { title: '我要提問', description: '向註冊中醫師提出健康問題。' },
  askDetail: { title: '健康問答', description: '健康問題和中醫師解答。' },
  userRoot: { title: '個人中心', description: '' },
  userInfo: { title: '個人資料', description: '查看和修改個人資料。' },
  updatePassword: { title: '修改密碼', description: '修改登入密碼。' },
  bookingRoot: { title: '我的預約', description: '' },
  bookingOrder: { title: '我的預約', description: '查看、改期或取消預約。' },
  visitRecord: { title: '就診記錄', description: '查看就診記錄和處方。' },
  visitDetail: { title: '就診詳情', description: '就診詳情和處方。' },
  family: { title: '家庭成員', description: '加入子女或父母，代他們預約。' },
  familyGrowth: { title: '成長紀錄', description: '子女的身高、體重和頭圍記錄，以及成長曲線。' },
  myData: { title: '我的資料', description: '下載或刪除本網站為你保存的資料。' },
  cardRoot: { title: '我的卡', description: '' },
  cardPlan: { title: '療程卡', description: '療程卡餘額和使用記錄。' },
  cardService: { title: '服務卡', description: '服務卡餘額和使用記錄。' },
  aqNewsRoot: { title: '我的問答', description: '' },
  myQuestions: { title: '我的問答', description: '我提出的問題和醫師的解答。' },
  resume: { title: '我的履歷', description: '建立和管理求職履歷。' },
  writeNews: { title: '撰寫健康資訊', description: '醫師撰寫和發表健康資訊文章。' },
  applyJobs: { title: '我的應徵', description: '應徵職位的進度。' },
  associationRoot: { title: '我的活動', description: '' },
  myActivity: { title: '我的活動', description: '已報名的活動和付款證明。' },
  osRegister: { title: '中醫師登記', description: '註冊中醫師申請加入香港中醫網。' },
  doctorSignup: { title: '中醫師登記', description: '註冊中醫師申請加入香港中醫網。' },
  jobList: { title: '中醫職位', description: '香港中醫診所招聘：中醫師、配藥員、診所助理等職位。' },
  jobDetail: { title: '中醫職位', description: '職位詳情和應徵方法。' },
  notFound: { title: '找不到頁面', description: '你要找的頁面不存在。' },
};

/**
 * The title, keywords and description of a route of the table (a redirect's description is ''),
 * in the language of a copy of the site: English for the English copy, else Traditional Chinese
 * (the Simplified copy converts its heads as it does the rest of its text).
 */
export function routeText(
  route: Pick<RouteDef, 'id'>,
  lang: SiteCopy['lang'] = 'zh-HK',
): RouteText {
  const english = lang === 'en';
  const text = (english ? TEXT_EN : TEXT)[route.id as RouteId];
  if (!text) throw new Error(`No head text for route ${route.id}`);
  const site = english ? SITE_KEYWORDS_EN : SITE_KEYWORDS;
  const { title, description, keywords = `${title},${site}` } = text;
  return { title, keywords, description };
}
