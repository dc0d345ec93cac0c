import type { LangCode } from './envelope';

/**
 * Areas: level 1 are Hong Kong's three regions (parent `0`), level 2 the 18 districts.
 * `areaname` is given in the language asked for (`B5` or `GB`).
 */
export interface Area {
  areaid: string;
  parentid: string;
  level: 1 | 2;
  areaname: string;
}

export interface AreaByParentQuery {
  langcode?: LangCode;
  parentId: string;
}

export interface SingleAreaQuery {
  areaLevel1Id: string;
  areaLevel2Id?: string;
  langcode?: LangCode;
}

export interface SingleArea {
  level1: Area;
  level2: Area | null;
}

/** Parent id of the level-1 areas. */
export const AREA_ROOT_ID = '0';
