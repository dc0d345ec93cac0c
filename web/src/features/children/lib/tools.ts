import { href } from '@portal/shared';
import type { MeasureType } from '@portal/shared';

/** The five tools in menu order, with their page and short name. */
export const CHILD_TOOLS: readonly {
  measure: MeasureType;
  to: string;
  name: string;
  blurb: string;
}[] = [
  { measure: 'height', to: href('childrenHeight'), name: '身高', blurb: '身高百分位和成長曲線' },
  { measure: 'weight', to: href('childrenWeight'), name: '體重', blurb: '體重百分位和成長曲線' },
  { measure: 'bmi', to: href('childrenBmi'), name: 'BMI', blurb: '由身高體重計算 BMI 百分位' },
  { measure: 'head_circ', to: href('childrenHead'), name: '頭圍', blurb: '0 至 5 歲頭圍百分位' },
  {
    measure: 'chest_circ',
    to: href('childrenChest'),
    name: '胸圍',
    blurb: '記錄胸圍（沒有參考標準）',
  },
];
