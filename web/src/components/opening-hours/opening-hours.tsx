import { Table, Text } from '@mantine/core';
import { hkWeekday, type OpeningHours as Hours } from '@portal/shared';
import { useMessageOptions, type MessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import classes from './opening-hours.module.css';

/** The weekdays' names, Monday first (weekday 1 to 7). */
const dayNames = (o: MessageOptions) => [
  m.ui_opening_hours_monday({}, o),
  m.ui_opening_hours_tuesday({}, o),
  m.ui_opening_hours_wednesday({}, o),
  m.ui_opening_hours_thursday({}, o),
  m.ui_opening_hours_friday({}, o),
  m.ui_opening_hours_saturday({}, o),
  m.ui_opening_hours_sunday({}, o),
];

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
  const o = useMessageOptions();
  // A day's fields are extensions of the portal API: a row that names no weekday is left out.
  const sorted = hours
    .filter((h): h is Hours & { weekday: number } => typeof h.weekday === 'number')
    .sort((a, b) => a.weekday - b.weekday);
  if (sorted.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {m.ui_opening_hours_call_clinic({}, o)}
      </Text>
    );
  }
  const today = ofDoctor ? 0 : hkWeekday();
  const days = dayNames(o);
  const table = (
    <Table
      className={classes.table}
      verticalSpacing={compact ? 2 : 6}
      horizontalSpacing="xs"
      withRowBorders={!compact}
      aria-label={
        ofDoctor ? m.ui_opening_hours_clinic_label({}, o) : m.ui_opening_hours_label({}, o)
      }
    >
      <Table.Tbody>
        {sorted.map((h) => (
          <Table.Tr
            key={h.weekday}
            data-today={h.weekday === today || undefined}
            className={classes.row}
          >
            <Table.Th scope="row" className={classes.day}>
              {days[h.weekday - 1]}
              {h.weekday === today ? m.ui_opening_hours_today({}, o) : ''}
            </Table.Th>
            <Table.Td>
              {h.closed
                ? m.ui_opening_hours_closed({}, o)
                : [h.open, h.close].filter(Boolean).join(' – ') || m.ui_opening_hours_call({}, o)}
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
        {m.ui_opening_hours_clinic_note({}, o)}
      </Text>
      {table}
    </div>
  );
}
