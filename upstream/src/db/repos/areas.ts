/** Data access for the area tree (regions and their districts). */
import type { Db } from '../index';
import { perDb } from './once';

export interface AreaRow {
  areaid: string;
  parentid: string;
  level: 1 | 2;
  name_b5: string;
  name_gb: string;
}

export const areaRepo = perDb((db: Db) => {
  const children = db.prepare('SELECT * FROM areas WHERE parentid = ? ORDER BY sortorder');
  const one = db.prepare('SELECT * FROM areas WHERE areaid = ?');
  const district = db.prepare('SELECT 1 FROM areas WHERE areaid = ? AND level = 2');
  const districtOf = db.prepare(
    'SELECT 1 FROM areas WHERE areaid = ? AND parentid = ? AND level = 2',
  );
  return {
    /** The areas under `parentId` ('0' for the regions), in display order. */
    children: (parentId: string) => children.all(parentId) as AreaRow[],
    byId: (areaId: string) => one.get(areaId) as AreaRow | undefined,
    isDistrict: (areaId: string) => !!district.get(areaId),
    /** Whether `level2Id` is a district of the region `level1Id`. */
    isDistrictOf: (level2Id: string, level1Id: string) => !!districtOf.get(level2Id, level1Id),
  };
});
