import { href } from '@portal/shared';
import type { MeasureType } from '@portal/shared';
import type { MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { measureName } from './measures';

export interface ChildToolLink {
  measure: MeasureType;
  to: string;
  name: string;
  blurb: string;
}

/** The five tools in menu order, with their page and short name, in the render's locale. */
export const childTools = (o: MessageOptions): readonly ChildToolLink[] => [
  {
    measure: 'height',
    to: href('childrenHeight'),
    name: measureName('height', o),
    blurb: m.children_tool_height_blurb({}, o),
  },
  {
    measure: 'weight',
    to: href('childrenWeight'),
    name: measureName('weight', o),
    blurb: m.children_tool_weight_blurb({}, o),
  },
  {
    measure: 'bmi',
    to: href('childrenBmi'),
    name: measureName('bmi', o),
    blurb: m.children_tool_bmi_blurb({}, o),
  },
  {
    measure: 'head_circ',
    to: href('childrenHead'),
    name: measureName('head_circ', o),
    blurb: m.children_tool_head_circ_blurb({}, o),
  },
  {
    measure: 'chest_circ',
    to: href('childrenChest'),
    name: measureName('chest_circ', o),
    blurb: m.children_tool_chest_circ_blurb({}, o),
  },
];
