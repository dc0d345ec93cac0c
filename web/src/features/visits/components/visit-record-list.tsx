import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarRepeat, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { bookDoctorPath } from '../../../config/booking';
import { formatDateTime, type VisitRecord } from '@portal/shared';
import { RecordLink } from '../../../components/record-link/record-link';
import { recordHref } from '../../../lib/page/record-href';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './visit-record-list.module.css';

/**
 * The client's visits, each opening its detail. A record's fields are extensions of the portal
 * API: one without its id has no detail to open and is shown as a plain row.
 */
export function VisitRecordList({ records }: { records: VisitRecord[] }) {
  const o = useMessageOptions();
  return (
    <Stack gap="sm">
      {records.map((r, i) => {
        const to = recordHref('visitDetail', { id: r.clientRegisterID });
        return (
          <Card key={r.clientRegisterID ?? i} withBorder padding={0} data-testid="visit-item">
            <RecordLink to={to} className={classes.link}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={4} className={classes.body}>
                  <Group gap="xs">
                    <Text fw={600}>
                      {r.visitdate ? formatDateTime(r.visitdate) : m.visits_record({}, o)}
                    </Text>
                    {r.clinicname ? (
                      <Text size="sm" c="dimmed">
                        {r.clinicname}
                      </Text>
                    ) : null}
                  </Group>
                  <Text size="sm">
                    {r.doctorname
                      ? m.visits_record_line_doctor(
                          { name: r.doctorname, diagnosis: r.diagnosis || '—' },
                          o,
                        )
                      : m.visits_record_line({ diagnosis: r.diagnosis || '—' }, o)}
                  </Text>
                  {r.symptoms ? (
                    <Text size="sm" c="dimmed" lineClamp={1}>
                      {r.symptoms}
                    </Text>
                  ) : null}
                </Stack>
                {to ? <IconChevronRight size={20} className={classes.chevron} /> : null}
              </Group>
            </RecordLink>
            {r.doctorid ? (
              <div className={classes.again}>
                <Button
                  component={Link}
                  to={bookDoctorPath(r.doctorid, r.clinicid)}
                  size="xs"
                  variant="light"
                  leftSection={<IconCalendarRepeat size={16} />}
                  aria-label={
                    r.doctorname
                      ? m.visits_book_again_doctor({ name: r.doctorname }, o)
                      : m.visits_book_again({}, o)
                  }
                >
                  {m.visits_book_again({}, o)}
                </Button>
              </div>
            ) : null}
          </Card>
        );
      })}
    </Stack>
  );
}
