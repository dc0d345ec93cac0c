import { FAMILY_RELATIONS, type FamilyRelation } from '@portal/shared';
import type { MessageOptions } from '../i18n/locale';
import { m } from '../i18n/messages';

/**
 * A child of the account holder: the first of the shared relations (子女), the value the BFF
 * keeps. Compared and sent as it is; shown through `relationLabel`.
 */
export const CHILD_RELATION: FamilyRelation = FAMILY_RELATIONS[0];

/** A relation as the interface says it; the value kept and sent stays the shared one. */
export function relationLabel(relation: FamilyRelation, o?: MessageOptions): string {
  switch (relation) {
    case FAMILY_RELATIONS[0]:
      return m.family_relation_child({}, o);
    case FAMILY_RELATIONS[1]:
      return m.family_relation_parent({}, o);
    case FAMILY_RELATIONS[2]:
      return m.family_relation_spouse({}, o);
    case FAMILY_RELATIONS[3]:
      return m.family_relation_grandparent({}, o);
    case FAMILY_RELATIONS[4]:
      return m.family_relation_other({}, o);
  }
}
