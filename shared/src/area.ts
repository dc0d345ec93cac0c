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

/**
 * The areas that can be offered as a choice: an area's fields are not named by the portal's
 * specification, so entries without an id or a name are left out rather than shown blank.
 */
export function usableAreas(areas: readonly Area[] | null | undefined): Area[] {
  if (!Array.isArray(areas)) return [];
  return areas.filter(
    (a) =>
      typeof a === 'object' &&
      a !== null &&
      typeof a.areaid === 'string' &&
      a.areaid !== '' &&
      typeof a.areaname === 'string' &&
      a.areaname !== '',
  );
}
