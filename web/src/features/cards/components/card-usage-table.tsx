import { Table, Text } from '@mantine/core';
import { formatDate, type CardUsage } from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';
import stacked from '../../../components/stacked-table/stacked-table.module.css';
import classes from './cards.module.css';

export type CardKind = 'plan' | 'service';

interface CardUsageTableProps {
  kind: CardKind;
  usages: CardUsage[];
}

/** One row per use of a card: times for plan cards, HKD amounts for service cards. */
export function CardUsageTable({ kind, usages }: CardUsageTableProps) {
  if (usages.length === 0) {
    return (
      <Text c="dimmed" py="md" ta="center">
        這張卡暫時未有使用記錄。
      </Text>
    );
  }
  const total = usages.reduce((sum, u) => sum + ((kind === 'plan' ? u.times : u.amount) ?? 0), 0);
  const amountLabel = kind === 'plan' ? '使用次數' : '扣減金額';
  return (
    <div className={stacked.wrap}>
      <Table
        striped
        withTableBorder
        aria-label="使用記錄"
        className={`${stacked.table} ${classes.usageTable}`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>日期</Table.Th>
            <Table.Th>項目</Table.Th>
            <Table.Th>診所</Table.Th>
            <Table.Th>醫師</Table.Th>
            <Table.Th className={classes.num}>{amountLabel}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {usages.map((u) => (
            <Table.Tr key={u.usageid}>
              <Table.Td className={classes.nowrap} data-label="日期">
                {formatDate(u.usedate)}
              </Table.Td>
              <Table.Td data-label="項目">{u.item}</Table.Td>
              <Table.Td data-label="診所">{u.clinicname}</Table.Td>
              <Table.Td data-label="醫師">{u.doctorname}</Table.Td>
              <Table.Td className={classes.num} data-label={amountLabel}>
                {kind === 'plan'
                  ? typeof u.times === 'number'
                    ? `${u.times} 次`
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
            <Table.Th colSpan={4}>合計</Table.Th>
            <Table.Th className={classes.num} data-testid="usage-total">
              {kind === 'plan' ? `${total} 次` : formatHkd(total)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </div>
  );
}
