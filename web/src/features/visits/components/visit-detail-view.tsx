import { Divider, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, type Prescription, type VisitDetail } from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
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
  const o = useMessageOptions();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Field label={m.visits_visit_date({}, o)} value={formatDateTime(visit.visitdate)} />
        <Field label={m.visits_clinic({}, o)} value={visit.clinicname} />
        <Field
          label={m.visits_doctor({}, o)}
          value={visit.doctorname ? m.visits_doctor_name({ name: visit.doctorname }, o) : ''}
        />
        <Field label={m.visits_fee({}, o)} value={formatHkd(visit.fee)} />
      </SimpleGrid>
      <Divider />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Field label={m.visits_symptoms({}, o)} value={visit.symptoms} />
        <Field label={m.visits_diagnosis({}, o)} value={visit.diagnosis} />
        <Field label={m.visits_tongue({}, o)} value={visit.tongue} />
        <Field label={m.visits_pulse({}, o)} value={visit.pulse} />
      </SimpleGrid>
      <Field label={m.visits_advice({}, o)} value={visit.advice} />
    </Stack>
  );
}

export function PrescriptionView({ prescriptions }: { prescriptions: Prescription[] }) {
  const o = useMessageOptions();
  if (prescriptions.length === 0) {
    return <Text c="dimmed">{m.visits_no_prescription({}, o)}</Text>;
  }
  return (
    <Stack gap="lg">
      {prescriptions.map((p, index) => (
        <Stack key={p.prescriptionid} gap="sm" data-testid="prescription">
          {prescriptions.length > 1 ? (
            <Title order={3}>{m.visits_prescription_n({ n: index + 1 }, o)}</Title>
          ) : null}
          <div className={stacked.wrap}>
            <Table striped withTableBorder className={`${classes.table} ${classes.herbs}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.visits_herb({}, o)}</Table.Th>
                  <Table.Th className={classes.num}>{m.visits_dose_amount({}, o)}</Table.Th>
                  <Table.Th>{m.visits_herb_note({}, o)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(p.items ?? []).map((item, i) => (
                  <Table.Tr key={`${item.herbname}-${i}`}>
                    <Table.Td data-label={m.visits_herb({}, o)}>{item.herbname}</Table.Td>
                    <Table.Td className={classes.num} data-label={m.visits_dose_amount({}, o)}>
                      {item.dosage}
                      {item.unit}
                    </Table.Td>
                    <Table.Td data-label={m.visits_herb_note({}, o)} className={classes.herbNote}>
                      {item.note}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {typeof p.doses === 'number' ? (
              <Field
                label={m.visits_doses({}, o)}
                value={m.visits_doses_count({ count: p.doses }, o)}
              />
            ) : null}
            <Field label={m.visits_usage({}, o)} value={p.usage} />
          </SimpleGrid>
          {p.instructions ? (
            <Field label={m.visits_instructions({}, o)} value={p.instructions} />
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
