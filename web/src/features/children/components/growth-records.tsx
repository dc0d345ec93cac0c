import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import {
  hkToday,
  type CentilePoint,
  type ChildHealthResult,
  type FamilyMember,
  type GrowthMeasurement,
} from '@portal/shared';
import { PageLoader } from '../../../components/page-state/page-loader';
import { downloadFile } from '../../../lib/browser/download-file';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { assessmentQuery, useMeasurementChange } from '../../../lib/family/family-measurements';
import { GrowthChart } from './growth-chart';
import { PRINT_BOX } from '../lib/growth-chart';
import {
  RECORD_FIELDS,
  ageWords,
  fieldLabel,
  growthCsv,
  recordBody,
  recordRows,
  scoreWords,
  trendOf,
  type RecordField,
  type RecordRow,
} from '../lib/growth-records';
import classes from './growth-records.module.css';

/** The measures charted against WHO's curves (chest has none). */
const CHARTED: readonly RecordField[] = ['heightCm', 'weightKg', 'headCm'];

/** Every (record, measure) to assess, with the body the tool would send for it. */
function assessments(member: FamilyMember, items: readonly GrowthMeasurement[]) {
  return items.flatMap((m) =>
    RECORD_FIELDS.flatMap(({ field, measure }) => {
      const v = m[field];
      return v === null ? [] : [{ m, field, body: recordBody(member, m.date, measure, v) }];
    }),
  );
}

/** The reference curves of every answer for a measure, by age (one chart across the references). */
function mergedCentiles(answers: readonly (ChildHealthResult | undefined)[]): CentilePoint[] {
  const byAge = new Map<number, CentilePoint>();
  for (const a of answers) {
    for (const p of a?.centiles ?? []) {
      if (typeof p.agemonths === 'number' && !byAge.has(p.agemonths)) byAge.set(p.agemonths, p);
    }
  }
  return [...byAge.values()];
}

/**
 * A child's growth records (成長紀錄): the trend of each measure in plain words, the measurements
 * with the z-score and percentile the growth tools give each (asked of `calcChildHealth` with the
 * child's sex, date of birth and the day measured), the points on WHO's percentile curves, delete
 * after asking, a CSV download and a print button (the page lays the print out for A4).
 */
export function GrowthRecords({
  member,
  items,
}: {
  member: FamilyMember;
  items: GrowthMeasurement[];
}) {
  const o = useMessageOptions();
  const change = useMeasurementChange();
  const [removing, setRemoving] = useState<string | null>(null);
  const asked = assessments(member, items);
  const answers = useQueries({ queries: asked.map((a) => assessmentQuery(a.body)) });
  const answerOf = (m: GrowthMeasurement, field: RecordField) =>
    answers[asked.findIndex((a) => a.m === m && a.field === field)]?.data;
  const rows = recordRows(member, items, answerOf);
  const ready = answers.every((a) => !a.isPending);
  const failed = answers.some((a) => a.isError);
  const taken = RECORD_FIELDS.filter(({ field }) => rows.some((r) => r.values[field]));

  const charts = CHARTED.flatMap((field) => {
    const series = rows.flatMap((r) => {
      const v = r.values[field];
      return v && v.zscore !== null && !v.implausible
        ? [{ agemonths: r.ageMonths, value: v.value }]
        : [];
    });
    const centiles = mergedCentiles(
      items.map((m) => (m[field] === null ? undefined : answerOf(m, field))),
    );
    // (A chart needs the child's points and at least two ages of the curves.)
    if (series.length === 0 || centiles.length < 2) return [];
    const { label, unit } = fieldLabel(field, o);
    return [{ field, label, chart: { centiles, series, label, unit } }];
  });

  const serverError = change.error instanceof Error ? change.error.message : null;

  return (
    <Stack gap="lg" className={classes.records}>
      <div className={classes.screenOnly}>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            disabled={!ready}
            onClick={() =>
              downloadFile(`growth-${hkToday()}.csv`, growthCsv(rows, o), 'text/csv;charset=utf-8')
            }
          >
            {m.children_records_download_csv({}, o)}
          </Button>
          <Button
            variant="light"
            leftSection={<IconPrinter size={16} />}
            disabled={!ready}
            onClick={() => window.print()}
          >
            {m.children_records_print({}, o)}
          </Button>
        </Group>
      </div>
      {failed ? (
        <Alert color="orange" role="alert">
          {m.children_records_failed({}, o)}
        </Alert>
      ) : null}
      <section aria-labelledby="growth-trend-title">
        <Title order={2} size="h4" mb="xs" id="growth-trend-title" className={classes.heading}>
          {m.children_records_trend_title({}, o)}
        </Title>
        {ready ? (
          <Stack gap={6} data-testid="growth-trends">
            {taken.map(({ field }) => {
              const trend = trendOf(field, rows, o);
              return (
                <Text
                  key={field}
                  size="sm"
                  className={classes.small}
                  data-testid="growth-trend"
                  data-kind={trend.kind}
                  c={trend.kind === 'crossed' ? 'red.9' : undefined}
                  fw={trend.kind === 'crossed' ? 600 : undefined}
                >
                  {trend.text}
                </Text>
              );
            })}
          </Stack>
        ) : (
          <PageLoader />
        )}
      </section>
      <section aria-labelledby="growth-table-title">
        <Title order={2} size="h4" mb="xs" id="growth-table-title" className={classes.heading}>
          {m.children_records_table_title({}, o)}
        </Title>
        <Table.ScrollContainer minWidth={720} className={classes.scroll}>
          <Table striped withTableBorder className={classes.table} data-testid="growth-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.children_records_date({}, o)}</Table.Th>
                <Table.Th>{m.children_records_age_months({}, o)}</Table.Th>
                {RECORD_FIELDS.map(({ field }) => (
                  <Table.Th key={field}>
                    {m.children_measure_with_unit(fieldLabel(field, o), o)}
                  </Table.Th>
                ))}
                <Table.Th className={classes.screenOnly}>
                  <VisuallyHidden component="span">
                    {m.children_records_delete({}, o)}
                  </VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...rows].reverse().map((r) => (
                <RecordLine
                  key={r.id}
                  row={r}
                  removing={removing === r.id}
                  busy={change.isPending}
                  onRemove={() => {
                    change.reset();
                    setRemoving(r.id);
                  }}
                  onCancel={() => setRemoving(null)}
                  onConfirm={() =>
                    change.mutate(
                      { kind: 'remove', memberId: member.id, id: r.id },
                      { onSuccess: () => setRemoving(null) },
                    )
                  }
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {removing && serverError ? (
          <Text c="var(--mantine-color-error)" size="sm" role="alert" mt="xs">
            {serverError}
          </Text>
        ) : null}
      </section>
      <Text size="xs" c="gray.7" className={classes.small}>
        {m.children_records_reference({}, o)}
      </Text>
      {/* No section when no answer brought reference curves: a heading over nothing. */}
      {ready && charts.length > 0 ? (
        <section aria-labelledby="growth-charts-title" className={classes.chartSection}>
          <Title order={2} size="h4" id="growth-charts-title" className={classes.heading}>
            {m.children_records_charts_title({}, o)}
          </Title>
          <Text size="xs" c="gray.7" mb="xs" className={classes.small}>
            {m.children_records_charts_hint({}, o)}
          </Text>
          {/* The screen's charts, and a smaller drawing of each for paper (three across A4, the
              text still legible): only one of the two is ever displayed. */}
          <div className={classes.charts}>
            {charts.map((c) => (
              <figure key={c.field} className={classes.chart} data-testid="growth-record-chart">
                <figcaption className={classes.caption}>{c.label}</figcaption>
                <GrowthChart {...c.chart} child={null} />
              </figure>
            ))}
          </div>
          <div className={classes.printCharts}>
            {charts.map((c) => (
              <figure key={c.field} className={classes.chart} data-testid="growth-print-chart">
                <GrowthChart {...c.chart} child={null} box={PRINT_BOX} />
              </figure>
            ))}
          </div>
        </section>
      ) : null}
    </Stack>
  );
}

function RecordLine({
  row,
  removing,
  busy,
  onRemove,
  onCancel,
  onConfirm,
}: {
  row: RecordRow;
  removing: boolean;
  busy: boolean;
  onRemove: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const o = useMessageOptions();
  return (
    <Table.Tr data-testid="growth-row">
      <Table.Td className={classes.nowrap}>{row.date}</Table.Td>
      <Table.Td className={classes.nowrap}>
        {row.months}
        <Text span size="xs" c="gray.7" display="block">
          {ageWords(row.months, o)}
        </Text>
      </Table.Td>
      {RECORD_FIELDS.map(({ field }) => {
        const v = row.values[field];
        return (
          <Table.Td key={field} data-field={field}>
            {v ? (
              <>
                {v.value}
                <Text
                  span
                  size="xs"
                  c={v.implausible ? 'red.9' : 'gray.7'}
                  display="block"
                  className={classes.score}
                  data-testid={`score-${field}`}
                >
                  {scoreWords(v, o)}
                </Text>
              </>
            ) : (
              <Text span c="gray.7">
                <span aria-hidden="true">—</span>
                <VisuallyHidden component="span">
                  {m.children_records_not_measured({}, o)}
                </VisuallyHidden>
              </Text>
            )}
          </Table.Td>
        );
      })}
      <Table.Td className={`${classes.screenOnly} ${classes.nowrap}`}>
        {removing ? (
          <Group gap={4} wrap="nowrap">
            <Button color="red" size="xs" loading={busy} onClick={onConfirm}>
              {m.children_records_confirm_delete({}, o)}
            </Button>
            <Button variant="default" size="xs" onClick={onCancel}>
              {m.children_records_cancel({}, o)}
            </Button>
          </Group>
        ) : (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={onRemove}
            aria-label={m.children_records_delete_row({ date: row.date }, o)}
          >
            {m.children_records_delete({}, o)}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
