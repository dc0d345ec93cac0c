import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarRepeat, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { SITE_NAME, formatDateTime, href } from '@portal/shared';
import { QueryState } from '../../components/page-state/query-state';
import { bookDoctorPath } from '../../config/booking';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
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
  const o = useMessageOptions();

  return (
    <UserCentreLayout
      title={m.route_visit_detail_title({}, o)}
      actions={
        <ScreenOnly>
          <Group gap="xs">
            <Button
              component={Link}
              to={href('visitRecord')}
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
            >
              {m.route_visit_detail_back({}, o)}
            </Button>
            <Button
              variant="light"
              leftSection={<IconPrinter size={16} />}
              onClick={() => window.print()}
              disabled={!visit.data}
            >
              {m.route_visit_detail_print({}, o)}
            </Button>
            {visit.data?.doctorid ? (
              <Button
                component={Link}
                to={bookDoctorPath(visit.data.doctorid, visit.data.clinicid)}
                variant="light"
                leftSection={<IconCalendarRepeat size={16} />}
              >
                {m.route_visit_detail_book_again({}, o)}
              </Button>
            ) : null}
          </Group>
        </ScreenOnly>
      }
    >
      <Printable>
        <PrintOnly>
          <Title order={2}>{m.route_visit_detail_print_heading({ siteName: SITE_NAME }, o)}</Title>
          <Text size="sm">
            {m.route_visit_detail_printed_on({ date: formatDateTime(Date.now()) }, o)}
          </Text>
        </PrintOnly>
        <Stack gap="lg">
          <QueryState
            query={visit}
            isEmpty={(d) => !d}
            empty={{ title: m.route_visit_detail_not_found({}, o) }}
          >
            {(v) => (
              <Paper withBorder p="md">
                <VisitDetailView visit={v} />
              </Paper>
            )}
          </QueryState>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {m.route_visit_detail_prescription({}, o)}
            </Title>
            <QueryState
              query={prescription}
              empty={{ title: m.route_visit_detail_no_prescription({}, o) }}
            >
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
