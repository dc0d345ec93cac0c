import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime, href, type VisitRecord } from '@portal/shared';
import classes from './visit-record-list.module.css';

export function VisitRecordList({ records }: { records: VisitRecord[] }) {
  return (
    <Stack gap="sm">
      {records.map((r) => (
        <Card key={r.clientRegisterID} withBorder padding={0} data-testid="visit-item">
          <UnstyledButton
            component={Link}
            to={href('visitDetail', { id: r.clientRegisterID })}
            className={classes.link}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={4} className={classes.body}>
                <Group gap="xs">
                  <Text fw={600}>{formatDateTime(r.visitdate)}</Text>
                  <Text size="sm" c="dimmed">
                    {r.clinicname}
                  </Text>
                </Group>
                <Text size="sm">
                  {r.doctorname ? `${r.doctorname} 醫師 · ` : ''}診斷：{r.diagnosis || '—'}
                </Text>
                {r.symptoms ? (
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {r.symptoms}
                  </Text>
                ) : null}
              </Stack>
              <IconChevronRight size={20} className={classes.chevron} />
            </Group>
          </UnstyledButton>
        </Card>
      ))}
    </Stack>
  );
}
