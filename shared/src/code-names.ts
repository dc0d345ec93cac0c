/**
 * The names of the codes and places the portal shows, in each of its locales. The portal API
 * gives districts, specialties, languages, illness categories and the job tables in Chinese only,
 * and the shared lists (`SPECIALTIES`, `LANGUAGES`, the gazetteer) are Chinese too: this is where
 * their English lives, keyed by the Chinese name that the lists and the API's records carry (the
 * portal's own words are in the message catalogue, `./messages`), so a caller translates what
 * it already has.
 *
 * English follows Hong Kong usage: the districts and places by their official English names (the
 * Government's and the MTR's spelling), the Chinese medicine terms as the Chinese Medicine Council
 * and the Hospital Authority use them. Simplified needs nothing here: the Simplified copy of the
 * app, and the BFF for what it serves, convert the Traditional name.
 *
 * Plain object literals only: a bundle that imports one function keeps no table it does not use.
 */
import type { LANGUAGES, SPECIALTIES } from './doctor';

/** The locales a name can be asked in (the web app's message catalogue has the same three). */
export const NAME_LOCALES = ['zh-Hant-HK', 'zh-Hans', 'en'] as const;
export type NameLocale = (typeof NAME_LOCALES)[number];

type Specialty = (typeof SPECIALTIES)[number];
type Language = (typeof LANGUAGES)[number];

/** Regions and the 18 districts, by the names the API's area list gives them. */
const AREA: Readonly<Record<string, string>> = {
  香港島: 'Hong Kong Island',
  九龍: 'Kowloon',
  新界: 'New Territories',
  中西區: 'Central and Western',
  灣仔區: 'Wan Chai',
  東區: 'Eastern',
  南區: 'Southern',
  油尖旺區: 'Yau Tsim Mong',
  深水埗區: 'Sham Shui Po',
  九龍城區: 'Kowloon City',
  黃大仙區: 'Wong Tai Sin',
  觀塘區: 'Kwun Tong',
  葵青區: 'Kwai Tsing',
  荃灣區: 'Tsuen Wan',
  屯門區: 'Tuen Mun',
  元朗區: 'Yuen Long',
  北區: 'North',
  大埔區: 'Tai Po',
  沙田區: 'Sha Tin',
  西貢區: 'Sai Kung',
  離島區: 'Islands',
};

/** The neighbourhoods of the gazetteer (`DISTRICT_NEIGHBOURHOODS`), in its order. */
const PLACE: Readonly<Record<string, string>> = {
  中環: 'Central',
  上環: 'Sheung Wan',
  西環: 'Sai Wan',
  西營盤: 'Sai Ying Pun',
  石塘咀: 'Shek Tong Tsui',
  堅尼地城: 'Kennedy Town',
  半山: 'Mid-Levels',
  金鐘: 'Admiralty',
  山頂: 'The Peak',
  灣仔: 'Wan Chai',
  銅鑼灣: 'Causeway Bay',
  跑馬地: 'Happy Valley',
  大坑: 'Tai Hang',
  天后: 'Tin Hau',
  司徒拔道: 'Stubbs Road',
  渣甸山: "Jardine's Lookout",
  北角: 'North Point',
  鰂魚涌: 'Quarry Bay',
  太古: 'Tai Koo',
  西灣河: 'Sai Wan Ho',
  筲箕灣: 'Shau Kei Wan',
  柴灣: 'Chai Wan',
  小西灣: 'Siu Sai Wan',
  炮台山: 'Fortress Hill',
  杏花邨: 'Heng Fa Chuen',
  香港仔: 'Aberdeen',
  鴨脷洲: 'Ap Lei Chau',
  黃竹坑: 'Wong Chuk Hang',
  薄扶林: 'Pok Fu Lam',
  赤柱: 'Stanley',
  淺水灣: 'Repulse Bay',
  數碼港: 'Cyberport',
  華富: 'Wah Fu',
  旺角: 'Mong Kok',
  油麻地: 'Yau Ma Tei',
  尖沙咀: 'Tsim Sha Tsui',
  佐敦: 'Jordan',
  大角咀: 'Tai Kok Tsui',
  太子: 'Prince Edward',
  京士柏: "King's Park",
  深水埗: 'Sham Shui Po',
  長沙灣: 'Cheung Sha Wan',
  荔枝角: 'Lai Chi Kok',
  美孚: 'Mei Foo',
  石硤尾: 'Shek Kip Mei',
  南昌: 'Nam Cheong',
  又一村: 'Yau Yat Chuen',
  九龍城: 'Kowloon City',
  土瓜灣: 'To Kwa Wan',
  紅磡: 'Hung Hom',
  何文田: 'Ho Man Tin',
  九龍塘: 'Kowloon Tong',
  啟德: 'Kai Tak',
  馬頭圍: 'Ma Tau Wai',
  黃埔: 'Whampoa',
  黃大仙: 'Wong Tai Sin',
  新蒲崗: 'San Po Kong',
  鑽石山: 'Diamond Hill',
  慈雲山: 'Tsz Wan Shan',
  樂富: 'Lok Fu',
  彩虹: 'Choi Hung',
  橫頭磡: 'Wang Tau Hom',
  觀塘: 'Kwun Tong',
  藍田: 'Lam Tin',
  油塘: 'Yau Tong',
  牛頭角: 'Ngau Tau Kok',
  九龍灣: 'Kowloon Bay',
  秀茂坪: 'Sau Mau Ping',
  順利: 'Shun Lee',
  葵涌: 'Kwai Chung',
  葵芳: 'Kwai Fong',
  葵興: 'Kwai Hing',
  青衣: 'Tsing Yi',
  荔景: 'Lai King',
  荃灣: 'Tsuen Wan',
  深井: 'Sham Tseng',
  馬灣: 'Ma Wan',
  梨木樹: 'Lei Muk Shue',
  屯門: 'Tuen Mun',
  兆康: 'Siu Hong',
  友愛: 'Yau Oi',
  大興: 'Tai Hing',
  三聖: 'Sam Shing',
  元朗: 'Yuen Long',
  天水圍: 'Tin Shui Wai',
  錦田: 'Kam Tin',
  洪水橋: 'Hung Shui Kiu',
  流浮山: 'Lau Fau Shan',
  上水: 'Sheung Shui',
  粉嶺: 'Fanling',
  沙頭角: 'Sha Tau Kok',
  打鼓嶺: 'Ta Kwu Ling',
  大埔: 'Tai Po',
  太和: 'Tai Wo',
  大埔墟: 'Tai Po Market',
  林村: 'Lam Tsuen',
  沙田: 'Sha Tin',
  大圍: 'Tai Wai',
  火炭: 'Fo Tan',
  馬鞍山: 'Ma On Shan',
  石門: 'Shek Mun',
  小瀝源: 'Siu Lek Yuen',
  第一城: 'City One',
  西貢: 'Sai Kung',
  將軍澳: 'Tseung Kwan O',
  坑口: 'Hang Hau',
  寶琳: 'Po Lam',
  調景嶺: 'Tiu Keng Leng',
  康城: 'LOHAS Park',
  東涌: 'Tung Chung',
  大嶼山: 'Lantau Island',
  長洲: 'Cheung Chau',
  南丫島: 'Lamma Island',
  梅窩: 'Mui Wo',
  愉景灣: 'Discovery Bay',
  坪洲: 'Peng Chau',
};

/** The specialties (`SPECIALTIES`): the doctor filter's values and the records' words. */
const SPECIALTY: Readonly<Record<Specialty, string>> = {
  內科: 'General Internal Medicine',
  婦科: 'Gynaecology',
  兒科: 'Paediatrics',
  針灸: 'Acupuncture',
  推拿: 'Tui-na',
  骨傷科: 'Bone-setting (Orthopaedics & Traumatology)',
  皮膚科: 'Dermatology',
  腫瘤科: 'Oncology',
  痛症: 'Pain Management',
  調理養生: 'Health Maintenance',
};

/** Consultation languages (`LANGUAGES`), as Hong Kong names them in English. */
const LANGUAGE: Readonly<Record<Language, string>> = {
  粵語: 'Cantonese',
  普通話: 'Putonghua',
  英語: 'English',
  客家話: 'Hakka',
  潮州話: 'Chiu Chow',
};

/** Illnesses the doctors' records name (what patients search for: 失眠, 濕疹 ...). */
const CONDITION: Readonly<Record<string, string>> = {
  感冒咳嗽: 'Colds and coughs',
  感冒: 'Common cold',
  咳嗽: 'Cough',
  胃痛: 'Stomach ache',
  失眠: 'Insomnia',
  頭痛: 'Headache',
  便秘: 'Constipation',
  高血壓: 'High blood pressure',
  糖尿病調理: 'Diabetes care',
  月經不調: 'Irregular periods',
  經痛: 'Period pain',
  更年期綜合症: 'Menopausal syndrome',
  不孕: 'Infertility',
  產後調理: 'Postnatal care',
  多囊卵巢: 'Polycystic ovaries',
  小兒咳嗽: "Children's cough",
  小兒濕疹: "Children's eczema",
  小兒厭食: 'Poor appetite in children',
  夜啼: 'Crying at night',
  反覆感冒: 'Frequent colds',
  鼻敏感: 'Nasal allergy',
  偏頭痛: 'Migraine',
  面癱: 'Facial palsy',
  戒煙: 'Quitting smoking',
  頸肩痛: 'Neck and shoulder pain',
  中風後遺症: 'After-effects of stroke',
  肩頸痛: 'Shoulder and neck pain',
  腰背痛: 'Back pain',
  落枕: 'Stiff neck',
  小兒推拿: 'Paediatric tui-na',
  運動勞損: 'Sports injuries',
  扭傷: 'Sprains',
  腰椎間盤突出: 'Slipped disc',
  膝關節痛: 'Knee pain',
  骨折後康復: 'Recovery after fractures',
  足底筋膜炎: 'Plantar fasciitis',
  濕疹: 'Eczema',
  暗瘡: 'Acne',
  '風癩（蕁麻疹）': 'Hives (urticaria)',
  蕁麻疹: 'Urticaria',
  脫髮: 'Hair loss',
  牛皮癬: 'Psoriasis',
  皮膚痕癢: 'Itchy skin',
  癌症康復調理: 'Care in recovery from cancer',
  化療及電療副作用: 'Side effects of chemotherapy and radiotherapy',
  手術後調理: 'Care after surgery',
  免疫力低下: 'Low immunity',
  坐骨神經痛: 'Sciatica',
  網球肘: 'Tennis elbow',
  五十肩: 'Frozen shoulder',
  關節痛: 'Joint pain',
  慢性腰痛: 'Chronic low back pain',
  長期疲倦: 'Long-term tiredness',
  手腳冰冷: 'Cold hands and feet',
  濕氣重: 'Excess dampness',
  體質調理: 'Body constitution care',
  睡眠質素差: 'Poor sleep',
};

/** The question categories (the API's `illness` code table), by name. */
const ILLNESS_CATEGORY: Readonly<Record<string, string>> = {
  感冒咳嗽: 'Colds and coughs',
  腸胃消化: 'Stomach and digestion',
  失眠情緒: 'Insomnia and mood',
  婦科調理: "Women's health",
  兒科: "Children's health",
  皮膚問題: 'Skin problems',
  痛症筋骨: 'Pain, muscles and bones',
  體質調理: 'Body constitution care',
  心血管及三高: 'Heart, blood pressure, blood sugar and cholesterol',
  其他: 'Other',
};

/** What clinics list among their services. */
const SERVICE: Readonly<Record<string, string>> = {
  中醫內科: 'General Internal Medicine',
  針灸: 'Acupuncture',
  推拿: 'Tui-na',
  拔罐: 'Cupping',
  刮痧: 'Gua sha',
  艾灸: 'Moxibustion',
  中藥配劑: 'Chinese medicine dispensing',
  代煎中藥: 'Decocting Chinese medicine',
  天灸: 'Tian jiu (herbal plaster therapy)',
};

/** Practitioners' titles, as the Chinese Medicine Ordinance and the clinics name them. */
const TITLE: Readonly<Record<string, string>> = {
  註冊中醫師: 'Registered Chinese medicine practitioner',
  表列中醫師: 'Listed Chinese medicine practitioner',
  主任中醫師: 'Chief Chinese medicine practitioner',
  副主任中醫師: 'Associate Chief Chinese medicine practitioner',
  // Titles the demo data does not give but clinics and the Hospital Authority's centres use.
  中醫師: 'Chinese medicine practitioner',
  高級中醫師: 'Senior Chinese medicine practitioner',
  顧問中醫師: 'Consultant Chinese medicine practitioner',
  駐診中醫師: 'Resident Chinese medicine practitioner',
};

/** The job tables: employment types, qualifications and years of experience. */
const EMPLOYMENT: Readonly<Record<string, string>> = {
  全職: 'Full-time',
  兼職: 'Part-time',
  合約: 'Contract',
  實習: 'Internship',
};
const QUALIFICATION: Readonly<Record<string, string>> = {
  不限: 'Any',
  中學: 'Secondary school',
  '文憑／副學位': 'Diploma / associate degree',
  學士: "Bachelor's degree",
  碩士或以上: "Master's degree or above",
};
const WORK_YEARS: Readonly<Record<string, string>> = {
  不限: 'Any',
  '1年以下': 'Under 1 year',
  '1至3年': '1 to 3 years',
  '3至5年': '3 to 5 years',
  '5年以上': 'Over 5 years',
};

/** Health news categories (the API's `news` code table). */
const NEWS_CATEGORY: Readonly<Record<string, string>> = {
  養生保健: 'Health and wellness',
  中醫知識: 'Chinese medicine basics',
  節氣養生: 'Wellness through the solar terms',
  食療湯水: 'Food therapy and soups',
  診所消息: 'Clinic news',
  業界新聞: 'Industry news',
};

/**
 * The growth tool's answer (an extension of the portal API, in Chinese only): the WHO category a
 * measurement falls in, where those categories come from, and the reference compared with, in
 * WHO's own English terms.
 */
const GROWTH: Readonly<Record<string, string>> = {
  正常: 'Normal',
  嚴重消瘦: 'Severely thin',
  消瘦: 'Thin',
  可能有超重風險: 'Possible risk of overweight',
  超重: 'Overweight',
  肥胖: 'Obese',
  嚴重發育遲緩: 'Severely stunted',
  發育遲緩: 'Stunted',
  非常高: 'Very tall',
  嚴重體重不足: 'Severely underweight',
  體重不足: 'Underweight',
  '可能有生長問題（宜以 BMI 評估）': 'Possible growth problem (better judged by BMI)',
  '分類按世界衞生組織《兒童生長標準》（2006）對 5 歲以下兒童的界定':
    'Categories as the WHO Child Growth Standards (2006) define them for children under 5',
  '分類按世界衞生組織《5 至 19 歲兒童及青少年生長參考》（2007）的界定':
    'Categories as the WHO Growth Reference for children and adolescents aged 5 to 19 (2007) defines them',
  'WHO Child Growth Standards (2006)，0 至 5 歲': 'WHO Child Growth Standards (2006), ages 0 to 5',
  'WHO Growth Reference (2007)，5 至 19 歲': 'WHO Growth Reference (2007), ages 5 to 19',
};

/** English names, by kind, keyed by the Chinese name the lists carry. */
export const ENGLISH_NAMES = {
  area: AREA,
  place: PLACE,
  specialty: SPECIALTY,
  language: LANGUAGE,
  condition: CONDITION,
  illnessCategory: ILLNESS_CATEGORY,
  service: SERVICE,
  title: TITLE,
  employment: EMPLOYMENT,
  qualification: QUALIFICATION,
  workYears: WORK_YEARS,
  newsCategory: NEWS_CATEGORY,
  growth: GROWTH,
} as const;
export type NameKind = keyof typeof ENGLISH_NAMES;

/**
 * Other English spellings people type, beside the names above, for the search (keyed by the
 * Chinese they mean): American spellings, other terms for the same thing, common short forms. (A
 * name's words in brackets and the words before them are searched for without being listed.)
 */
export const OTHER_ENGLISH_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  內科: ['Internal Medicine', 'General Medicine'],
  婦科: ['Gynecology'],
  兒科: ['Pediatrics'],
  推拿: ['Tuina'],
  骨傷科: ['Bonesetting', 'Orthopaedics', 'Orthopedics', 'Traumatology'],
  普通話: ['Mandarin'],
  潮州話: ['Teochew'],
  旺角: ['Mongkok'],
  尖沙咀: ['TST'],
  高血壓: ['Hypertension'],
};

/**
 * A code's or a name's words in a locale: `en` from the tables above, the Chinese otherwise
 * (zh-Hans too: Simplified is converted from the Traditional wherever the name is shown). A name
 * without English is shown in Chinese rather than not at all.
 */
export function nameIn(locale: NameLocale, kind: NameKind, key: string): string {
  if (locale !== 'en') return key;
  return (ENGLISH_NAMES[kind] as Readonly<Record<string, string>>)[key] ?? key;
}
