import { Table, Text } from '@mantine/core';
import { formatDate, type CardUsage } from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import stacked from '../../../components/stacked-table/stacked-table.module.css';
import classes from './cards.module.css';

export type CardKind = 'plan' | 'service';

interface CardUsageTableProps {
  kind: CardKind;
  usages: CardUsage[];
}

/** One row per use of a card: times for plan cards, HKD amounts for service cards. */
export function CardUsageTable({ kind, usages }: CardUsageTableProps) {
  const o = useMessageOptions();
  if (usages.length === 0) {
    return (
      <Text c="dimmed" py="md" ta="center">
        {m.cards_usage_none({}, o)}
      </Text>
    );
  }
  const date = m.cards_date({}, o);
  const item = m.cards_item({}, o);
  const clinic = m.cards_clinic({}, o);
  const doctor = m.cards_doctor({}, o);
  const total = usages.reduce((sum, u) => sum + ((kind === 'plan' ? u.times : u.amount) ?? 0), 0);
  const amountLabel =
    kind === 'plan' ? m.cards_sessions_used({}, o) : m.cards_amount_deducted({}, o);
  return (
    <div className={stacked.wrap}>
      <Table
        striped
        withTableBorder
        aria-label={m.cards_usage_record({}, o)}
        className={`${stacked.table} ${classes.usageTable}`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{date}</Table.Th>
            <Table.Th>{item}</Table.Th>
            <Table.Th>{clinic}</Table.Th>
            <Table.Th>{doctor}</Table.Th>
            <Table.Th className={classes.num}>{amountLabel}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {usages.map((u) => (
            <Table.Tr key={u.usageid}>
              <Table.Td className={classes.nowrap} data-label={date}>
                {formatDate(u.usedate)}
              </Table.Td>
              <Table.Td data-label={item}>{u.item}</Table.Td>
              <Table.Td data-label={clinic}>{u.clinicname}</Table.Td>
              <Table.Td data-label={doctor}>{u.doctorname}</Table.Td>
              <Table.Td className={classes.num} data-label={amountLabel}>
                {kind === 'plan'
                  ? typeof u.times === 'number'
                    ? m.cards_sessions({ count: u.times }, o)
                    : ''
                  : typeof u.amount === 'number'
                    ? formatHkd(u.amount)
                    : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4}>{m.cards_sum({}, o)}</Table.Th>
            <Table.Th className={classes.num} data-testid="usage-total">
              {kind === 'plan' ? m.cards_sessions({ count: total }, o) : formatHkd(total)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </div>
  );
}
