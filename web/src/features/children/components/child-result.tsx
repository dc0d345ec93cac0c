import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { MEASURES, percentileText, type ChildHealthResult } from '@portal/shared';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { ageWords } from '../lib/growth-records';
import { codeName } from '../../../lib/i18n/code-names';
import {
  BAND_COLOR,
  bandAdvice,
  bandText,
  isImplausible,
  measureName,
  measureWord,
} from '../lib/measures';
import { GrowthChart } from './growth-chart';
import classes from './child-tool.module.css';

/** The answer in words (percentile, band, z-score), the reference named, and the chart. */
export function ChildResult({ result }: { result: ChildHealthResult }) {
  const o = useMessageOptions();
  // The answer's fields are extensions of the portal API: each line shows only what it says.
  const measure = result.measuretype ? MEASURES[result.measuretype] : undefined;
  const type = measure ? result.measuretype : undefined;
  const label = type ? measureName(type, o) : m.children_result_measure({}, o);
  const word = type ? measureWord(type, o) : m.children_result_measure_word({}, o);
  const valueText =
    typeof result.value === 'number' ? `${result.value} ${measure?.unit ?? ''}`.trim() : '';
  const zscore = typeof result.zscore === 'number' ? result.zscore : null;
  // A value many standard deviations from the median is almost always a slip (60 cm typed for a
  // 3-year-old, kg for lb): ask for the measurement again rather than print a percentile for it.
  const implausible = result.hasreference === true && isImplausible(zscore);
  const percentile =
    result.hasreference === true && !implausible && typeof result.percentile === 'number'
      ? result.percentile
      : null;
  const pct = percentile !== null ? percentileText(percentile, o) : null;
  const alertColor = !result.hasreference ? 'gray' : result.band ? BAND_COLOR[result.band] : 'jade';
  const asked = [
    typeof result.agemonths === 'number'
      ? m.children_result_age({ age: ageWords(Math.floor(result.agemonths), o) }, o)
      : '',
    measure && valueText ? `${label} ${valueText}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  // The API's words (the WHO category, its source, the reference, the sentence on the band) are
  // Chinese only: the English copy names the first three from the shared tables and says the
  // band's meaning from the catalogue.
  const english = o.locale === 'en';
  const category = result.category ? codeName('growth', result.category, o) : undefined;
  const bandSaid =
    english && result.band ? bandAdvice(result.band, type, o) : english ? '' : result.bandtext;
  const centiles = result.centiles ?? [];
  const child =
    typeof result.agemonths === 'number' && typeof result.value === 'number'
      ? { agemonths: result.agemonths, value: result.value }
      : null;
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="child-result-title"
      data-testid="child-result"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="child-result-title">
          {m.children_result_title({}, o)}
        </Title>
        {asked ? (
          <Text size="sm" c="gray.7">
            {asked}
          </Text>
        ) : null}
        {implausible ? (
          <Alert
            variant="light"
            color="red"
            icon={<IconAlertTriangle size={20} />}
            title={m.children_result_check_title({}, o)}
            data-testid="child-check-value"
          >
            {m.children_result_check({ label, value: valueText, word }, o)}
          </Alert>
        ) : null}
        {pct ? (
          <>
            <Group gap="md" align="flex-end">
              <div>
                <Text size="sm" c="gray.7">
                  {m.children_result_position({}, o)}
                </Text>
                <Text className={classes.percentile} data-testid="child-percentile">
                  {pct.rank}
                </Text>
              </div>
              {result.band ? (
                <Badge
                  size="lg"
                  color={BAND_COLOR[result.band]}
                  variant="light"
                  // Orange text on light orange is below 4.5:1: the band's colour is the
                  // background, the words are dark.
                  c="gray.9"
                  data-testid="child-band"
                >
                  {category ?? bandText(result.band, o)}
                </Badge>
              ) : null}
            </Group>
            <Text>
              {m.children_result_share(
                {
                  share: pct.share,
                  word: type ? measureWord(type, o) : m.children_result_share_word({}, o),
                },
                o,
              )}
              {zscore !== null ? m.children_result_zscore({ zscore: zscore.toFixed(2) }, o) : ''}
            </Text>
          </>
        ) : null}
        {bandSaid && !implausible ? (
          <Alert
            variant="light"
            color={alertColor}
            icon={<IconInfoCircle size={20} />}
            data-testid="child-bandtext"
          >
            {bandSaid}
          </Alert>
        ) : null}
        {centiles.length > 1 ? (
          <Stack gap="xs">
            <GrowthChart
              centiles={centiles}
              child={child}
              unit={measure?.unit ?? ''}
              label={label}
            />
            <div className={classes.legend} aria-hidden="true">
              <span>
                <span className={`${classes.swatch} ${classes.swatchOuter}`} />
                {m.children_legend_outer({}, o)}
              </span>
              <span>
                <span className={`${classes.swatch} ${classes.swatchInner}`} />
                {m.children_legend_inner({}, o)}
              </span>
              <span>
                <span className={`${classes.swatch} ${classes.swatchMedian}`} />
                {m.children_legend_median({}, o)}
              </span>
              <span>
                <span className={`${classes.swatch} ${classes.swatchBand}`} />
                {m.children_legend_band({}, o)}
              </span>
              <span>
                <span className={`${classes.swatch} ${classes.swatchPoint}`} />
                {m.children_legend_child({}, o)}
              </span>
            </div>
          </Stack>
        ) : null}
        <Text size="xs" c="gray.7" data-testid="child-reference">
          {result.reference
            ? m.children_result_reference({ reference: codeName('growth', result.reference, o) }, o)
            : ''}
          {result.category && result.categorysource
            ? m.children_result_category_source(
                { source: codeName('growth', result.categorysource, o) },
                o,
              )
            : ''}
          {m.children_result_disclaimer({}, o)}
        </Text>
      </Stack>
    </Card>
  );
}
