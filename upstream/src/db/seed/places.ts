/** Hong Kong's three regions and 18 districts, with the clinic locations used by the seed. */

export interface RegionSeed {
  areaid: string;
  b5: string;
  gb: string;
}
export interface DistrictSeed extends RegionSeed {
  parentid: string;
  lat: number;
  lng: number;
}

export const REGIONS: RegionSeed[] = [
  { areaid: '1', b5: '香港島', gb: '香港岛' },
  { areaid: '2', b5: '九龍', gb: '九龙' },
  { areaid: '3', b5: '新界', gb: '新界' },
];

export const DISTRICTS: DistrictSeed[] = [
  { areaid: '101', parentid: '1', b5: '中西區', gb: '中西区', lat: 22.2849, lng: 114.1533 },
  { areaid: '102', parentid: '1', b5: '灣仔區', gb: '湾仔区', lat: 22.2776, lng: 114.1751 },
  { areaid: '103', parentid: '1', b5: '東區', gb: '东区', lat: 22.2842, lng: 114.2245 },
  { areaid: '104', parentid: '1', b5: '南區', gb: '南区', lat: 22.2478, lng: 114.1557 },
  { areaid: '201', parentid: '2', b5: '油尖旺區', gb: '油尖旺区', lat: 22.3155, lng: 114.1705 },
  { areaid: '202', parentid: '2', b5: '深水埗區', gb: '深水埗区', lat: 22.3303, lng: 114.1622 },
  { areaid: '203', parentid: '2', b5: '九龍城區', gb: '九龙城区', lat: 22.3287, lng: 114.1912 },
  { areaid: '204', parentid: '2', b5: '黃大仙區', gb: '黄大仙区', lat: 22.3419, lng: 114.1953 },
  { areaid: '205', parentid: '2', b5: '觀塘區', gb: '观塘区', lat: 22.3121, lng: 114.2257 },
  { areaid: '301', parentid: '3', b5: '葵青區', gb: '葵青区', lat: 22.3574, lng: 114.1299 },
  { areaid: '302', parentid: '3', b5: '荃灣區', gb: '荃湾区', lat: 22.3714, lng: 114.1141 },
  { areaid: '303', parentid: '3', b5: '屯門區', gb: '屯门区', lat: 22.3916, lng: 113.9771 },
  { areaid: '304', parentid: '3', b5: '元朗區', gb: '元朗区', lat: 22.4445, lng: 114.0222 },
  { areaid: '305', parentid: '3', b5: '北區', gb: '北区', lat: 22.5011, lng: 114.1283 },
  { areaid: '306', parentid: '3', b5: '大埔區', gb: '大埔区', lat: 22.4501, lng: 114.1688 },
  { areaid: '307', parentid: '3', b5: '沙田區', gb: '沙田区', lat: 22.3823, lng: 114.1889 },
  { areaid: '308', parentid: '3', b5: '西貢區', gb: '西贡区', lat: 22.3075, lng: 114.26 },
  { areaid: '309', parentid: '3', b5: '離島區', gb: '离岛区', lat: 22.2887, lng: 113.9436 },
];

/** One clinic location: district, place name, street and a nearby coordinate. */
export interface LocationSeed {
  district: string;
  place: string;
  street: string;
  lat: number;
  lng: number;
}

export const LOCATIONS: LocationSeed[] = [
  { district: '101', place: '中環', street: '德輔道中', lat: 22.2826, lng: 114.1565 },
  { district: '101', place: '上環', street: '文咸東街', lat: 22.2864, lng: 114.1508 },
  { district: '102', place: '灣仔', street: '軒尼詩道', lat: 22.2775, lng: 114.1732 },
  { district: '102', place: '銅鑼灣', street: '駱克道', lat: 22.2797, lng: 114.1829 },
  { district: '103', place: '北角', street: '英皇道', lat: 22.2911, lng: 114.2006 },
  { district: '103', place: '筲箕灣', street: '筲箕灣道', lat: 22.2793, lng: 114.2286 },
  { district: '104', place: '香港仔', street: '香港仔大道', lat: 22.2481, lng: 114.1543 },
  { district: '201', place: '旺角', street: '彌敦道', lat: 22.3193, lng: 114.1694 },
  { district: '201', place: '尖沙咀', street: '加拿分道', lat: 22.2988, lng: 114.1722 },
  { district: '202', place: '深水埗', street: '北河街', lat: 22.3307, lng: 114.1622 },
  { district: '202', place: '長沙灣', street: '長沙灣道', lat: 22.3358, lng: 114.1557 },
  { district: '203', place: '九龍城', street: '衙前圍道', lat: 22.3295, lng: 114.1911 },
  { district: '203', place: '土瓜灣', street: '馬頭圍道', lat: 22.3165, lng: 114.1876 },
  { district: '204', place: '黃大仙', street: '正德街', lat: 22.3423, lng: 114.1937 },
  { district: '205', place: '觀塘', street: '開源道', lat: 22.3118, lng: 114.2236 },
  { district: '205', place: '藍田', street: '啟田道', lat: 22.309, lng: 114.2352 },
  { district: '301', place: '葵涌', street: '興芳路', lat: 22.3571, lng: 114.1281 },
  { district: '302', place: '荃灣', street: '沙咀道', lat: 22.371, lng: 114.1169 },
  { district: '303', place: '屯門', street: '屯喜路', lat: 22.3936, lng: 113.976 },
  { district: '304', place: '元朗', street: '教育路', lat: 22.4448, lng: 114.0297 },
  { district: '305', place: '上水', street: '新豐路', lat: 22.5019, lng: 114.128 },
  { district: '306', place: '大埔', street: '寶鄉街', lat: 22.4486, lng: 114.1671 },
  { district: '307', place: '沙田', street: '沙田正街', lat: 22.3817, lng: 114.1876 },
  { district: '308', place: '將軍澳', street: '唐俊街', lat: 22.3074, lng: 114.2594 },
  { district: '309', place: '東涌', street: '達東路', lat: 22.2889, lng: 113.9416 },
];

export const CLINIC_BRANDS = [
  '仁心中醫診所',
  '康和中醫館',
  '博愛中醫診所',
  '同濟堂中醫診所',
  '杏林中醫中心',
  '頤和中醫診所',
  '德仁堂中醫館',
  '安康中醫診所',
  '養和中醫保健中心',
  '本草堂中醫診所',
  '天和中醫診所',
  '永春堂中醫館',
];

/** QingYuan sales points: name, district, place, street. */
export const SALES_POINTS: [string, string, string][] = [
  ['101', '上環', '永樂街'],
  ['102', '灣仔', '莊士敦道'],
  ['103', '北角', '渣華道'],
  ['201', '油麻地', '上海街'],
  ['201', '旺角', '西洋菜南街'],
  ['202', '深水埗', '桂林街'],
  ['205', '觀塘', '裕民坊'],
  ['302', '荃灣', '眾安街'],
  ['304', '元朗', '青山公路元朗段'],
  ['306', '大埔', '廣福道'],
  ['307', '大圍', '大圍道'],
  ['308', '將軍澳', '培成路'],
];
