/** Data access for the area tree (regions and their districts). */
import type { Db } from '../index';

export interface AreaRow {
  areaid: string;
  parentid: string;
  level: 1 | 2;
  name_b5: string;
  name_gb: string;
}

export function areaRepo(db: Db) {
  const children = db.prepare('SELECT * FROM areas WHERE parentid = ? ORDER BY sortorder');
  const one = db.prepare('SELECT * FROM areas WHERE areaid = ?');
  return {
    /** The areas under `parentId` ('0' for the regions), in display order. */
    children: (parentId: string) => children.all(parentId) as AreaRow[],
    byId: (areaId: string) => one.get(areaId) as AreaRow | undefined,
  };
}
