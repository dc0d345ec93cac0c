import { Table, Text } from '@mantine/core';
import { hkWeekday, type OpeningHours as Hours } from '@portal/shared';
import classes from './opening-hours.module.css';

const DAY_NAMES = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'];

/**
 * A clinic's weekly opening hours, today highlighted. Shown for one of a doctor's clinics
 * (`ofDoctor`), they are named as the clinic's and today is not singled out: the doctor may not
 * see patients whenever the clinic is open.
 */
export function OpeningHours({
  hours,
  compact = false,
  ofDoctor = false,
}: {
  hours: readonly Hours[];
  compact?: boolean;
  ofDoctor?: boolean;
}) {
  // A day's fields are extensions of the portal API: a row that names no weekday is left out.
  const sorted = hours
    .filter((h): h is Hours & { weekday: number } => typeof h.weekday === 'number')
    .sort((a, b) => a.weekday - b.weekday);
  if (sorted.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        請致電診所查詢應診時間。
      </Text>
    );
  }
  const today = ofDoctor ? 0 : hkWeekday();
  const table = (
    <Table
      className={classes.table}
      verticalSpacing={compact ? 2 : 6}
      horizontalSpacing="xs"
      withRowBorders={!compact}
      aria-label={ofDoctor ? '診所營業時間' : '應診時間'}
    >
      <Table.Tbody>
        {sorted.map((h) => (
          <Table.Tr
            key={h.weekday}
            data-today={h.weekday === today || undefined}
            className={classes.row}
          >
            <Table.Th scope="row" className={classes.day}>
              {DAY_NAMES[h.weekday - 1]}
              {h.weekday === today ? '（今天）' : ''}
            </Table.Th>
            <Table.Td>
              {h.closed ? '休息' : [h.open, h.close].filter(Boolean).join(' – ') || '請致電查詢'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (!ofDoctor) return table;
  return (
    <div>
      <Text size="xs" c="gray.7" mb={2}>
        診所營業時間（醫師應診時段以網上預約為準）
      </Text>
      {table}
    </div>
  );
}
