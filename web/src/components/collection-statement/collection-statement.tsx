import { href } from '@portal/shared';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
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
  return (
    <Text component="div" className={classes.statement} data-testid="collection-statement">
      <strong>收集個人資料聲明：</strong>
      你提供的個人資料只會用於{purpose}
      及與此直接有關的用途。
      {optional
        ? '提供資料純屬自願。'
        : '提供資料屬自願，但如未能提供所需資料，我們可能無法處理你的要求。'}
      {transferees ? `資料可能會轉交${transferees}，` : ''}
      我們不會把資料出售或用作直接促銷。根據《個人資料（私隱）條例》，你有權要求查閱及更正你的個人資料，請
      <Anchor component={Link} to={href('contact')} inherit underline="always">
        聯絡我們
      </Anchor>
      。詳情請參閱
      <Anchor component={Link} to={href('privacy')} inherit underline="always">
        私隱政策
      </Anchor>
      。
    </Text>
  );
}
