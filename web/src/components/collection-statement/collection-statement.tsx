import { href } from '@portal/shared';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import classes from './collection-statement.module.css';

export interface CollectionStatementProps {
  /** What the data is collected for, e.g. 「處理你的預約」. */
  purpose: string;
  /** Whether supplying the data is voluntary; when false, says the service cannot be given without it. */
  optional?: boolean;
  /** Who the data may be transferred to, besides our own staff (e.g. 「你所預約的診所及中醫師」). */
  transferees?: string;
}

/**
 * Personal Information Collection Statement shown on every form that takes personal data, as the
 * Personal Data (Privacy) Ordinance (Cap. 486), Data Protection Principle 1(3), requires: purpose,
 * whether supply is obligatory, classes of transferees, and the right of access and correction.
 */
export function CollectionStatement({
  purpose,
  optional = false,
  transferees,
}: CollectionStatementProps) {
  const o = useMessageOptions();
  return (
    <Text component="div" className={classes.statement} data-testid="collection-statement">
      <strong>{m.ui_collection_statement_heading({}, o)}</strong>
      {m.ui_collection_statement_purpose({ purpose }, o)}
      {optional
        ? m.ui_collection_statement_optional({}, o)
        : m.ui_collection_statement_required({}, o)}
      {transferees ? m.ui_collection_statement_transferees({ transferees }, o) : ''}
      {m.ui_collection_statement_rights({}, o)}
      <Anchor component={Link} to={href('contact')} inherit underline="always">
        {m.ui_collection_statement_contact({}, o)}
      </Anchor>
      {m.ui_collection_statement_see({}, o)}
      <Anchor component={Link} to={href('privacy')} inherit underline="always">
        {m.ui_collection_statement_privacy({}, o)}
      </Anchor>
      {m.ui_collection_statement_end({}, o)}
    </Text>
  );
}
