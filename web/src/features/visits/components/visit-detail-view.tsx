import { Divider, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, type Prescription, type VisitDetail } from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';
import stacked from '../../../components/stacked-table/stacked-table.module.css';
import classes from './visit-detail-view.module.css';

function Field({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text className={classes.value}>{value || '—'}</Text>
    </div>
  );
}

export function VisitDetailView({ visit }: { visit: VisitDetail }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Field label="就診日期" value={formatDateTime(visit.visitdate)} />
        <Field label="診所" value={visit.clinicname} />
        <Field label="醫師" value={visit.doctorname ? `${visit.doctorname} 醫師` : ''} />
        <Field label="診金" value={formatHkd(visit.fee)} />
      </SimpleGrid>
      <Divider />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Field label="症狀" value={visit.symptoms} />
        <Field label="診斷" value={visit.diagnosis} />
        <Field label="舌象" value={visit.tongue} />
        <Field label="脈象" value={visit.pulse} />
      </SimpleGrid>
      <Field label="醫囑" value={visit.advice} />
    </Stack>
  );
}

export function PrescriptionView({ prescriptions }: { prescriptions: Prescription[] }) {
  if (prescriptions.length === 0) {
    return <Text c="dimmed">這次就診沒有處方。</Text>;
  }
  return (
    <Stack gap="lg">
      {prescriptions.map((p, index) => (
        <Stack key={p.prescriptionid} gap="sm" data-testid="prescription">
          {prescriptions.length > 1 ? <Title order={3}>處方 {index + 1}</Title> : null}
          <div className={stacked.wrap}>
            <Table striped withTableBorder className={`${classes.table} ${classes.herbs}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>藥材</Table.Th>
                  <Table.Th className={classes.num}>每劑用量</Table.Th>
                  <Table.Th>備註</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(p.items ?? []).map((item, i) => (
                  <Table.Tr key={`${item.herbname}-${i}`}>
                    <Table.Td data-label="藥材">{item.herbname}</Table.Td>
                    <Table.Td className={classes.num} data-label="每劑用量">
                      {item.dosage}
                      {item.unit}
                    </Table.Td>
                    <Table.Td data-label="備註" className={classes.herbNote}>
                      {item.note}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {typeof p.doses === 'number' ? <Field label="劑數" value={`${p.doses} 劑`} /> : null}
            <Field label="服法" value={p.usage} />
          </SimpleGrid>
          {p.instructions ? <Field label="注意事項" value={p.instructions} /> : null}
        </Stack>
      ))}
    </Stack>
  );
}
