import type { Static } from 'typebox';
import type * as S from './schemas';

export type Area = Static<typeof S.AreaSchema>;

export type SingleArea = Static<typeof S.SingleAreaSchema>;

/** Parent id of the level-1 areas. */
export const AREA_ROOT_ID = '0';

/**
 * The areas that can be offered as a choice: an area's fields are not named by the portal's
 * specification, so entries without an id or a name are left out rather than shown blank.
 */
export type UsableArea = Area & { areaid: string; areaname: string };

export function usableAreas(areas: readonly Area[] | null | undefined): UsableArea[] {
  if (!Array.isArray(areas)) return [];
  return areas.filter(
    (a): a is UsableArea =>
      typeof a === 'object' &&
      a !== null &&
      typeof a.areaid === 'string' &&
      a.areaid !== '' &&
      typeof a.areaname === 'string' &&
      a.areaname !== '',
  );
}
