import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarRepeat, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { SITE_NAME, formatDateTime, href } from '@portal/shared';
import { QueryState } from '../../components/page-state/query-state';
import { bookDoctorPath } from '../../config/booking';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { visitQueries } from '../../features/visits/api/queries';
import { PrintOnly, Printable, ScreenOnly } from '../../features/visits/components/printable';
import {
  PrescriptionView,
  VisitDetailView,
} from '../../features/visits/components/visit-detail-view';

export default function VisitDetailPage() {
  const id = useParams().id ?? '';
  const visit = useQuery(visitQueries.detail(id));
  const prescription = useQuery(visitQueries.prescription(id));

  return (
    <UserCentreLayout
      title="就診詳情"
      actions={
        <ScreenOnly>
          <Group gap="xs">
            <Button
              component={Link}
              to={href('visitRecord')}
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
            >
              返回
            </Button>
            <Button
              variant="light"
              leftSection={<IconPrinter size={16} />}
              onClick={() => window.print()}
              disabled={!visit.data}
            >
              列印
            </Button>
            {visit.data?.doctorid ? (
              <Button
                component={Link}
                to={bookDoctorPath(visit.data.doctorid, visit.data.clinicid)}
                variant="light"
                leftSection={<IconCalendarRepeat size={16} />}
              >
                再次預約
              </Button>
            ) : null}
          </Group>
        </ScreenOnly>
      }
    >
      <Printable>
        <PrintOnly>
          <Title order={2}>{SITE_NAME}：就診記錄</Title>
          <Text size="sm">列印日期：{formatDateTime(Date.now())}</Text>
        </PrintOnly>
        <Stack gap="lg">
          <QueryState query={visit} isEmpty={(d) => !d} empty={{ title: '找不到這次就診記錄。' }}>
            {(v) => (
              <Paper withBorder p="md">
                <VisitDetailView visit={v} />
              </Paper>
            )}
          </QueryState>
          <Stack gap="sm">
            <Title order={2} size="h3">
              處方
            </Title>
            <QueryState query={prescription} empty={{ title: '這次就診沒有處方' }}>
              {(list) => (
                <Paper withBorder p="md">
                  <PrescriptionView prescriptions={list} />
                </Paper>
              )}
            </QueryState>
          </Stack>
        </Stack>
      </Printable>
    </UserCentreLayout>
  );
}
