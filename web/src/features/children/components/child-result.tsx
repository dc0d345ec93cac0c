import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { MEASURES, percentileText, type ChildHealthResult } from '@portal/shared';
import { BAND_COLOR, BAND_TEXT, isImplausible } from '../lib/measures';
import { GrowthChart } from './growth-chart';
import classes from './child-tool.module.css';

function ageText(ageMonths: number): string {
  const months = Math.floor(ageMonths);
  const y = Math.floor(months / 12);
  const m = months % 12;
  if (y === 0) return `${m} 個月`;
  return m === 0 ? `${y} 歲` : `${y} 歲 ${m} 個月`;
}

/** The answer in words (percentile, band, z-score), the reference named, and the chart. */
export function ChildResult({ result }: { result: ChildHealthResult }) {
  // The answer's fields are extensions of the portal API: each line shows only what it says.
  const measure = result.measuretype ? MEASURES[result.measuretype] : undefined;
  const label = measure?.label ?? '量度數值';
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
  const pct = percentile !== null ? percentileText(percentile) : null;
  const alertColor = !result.hasreference ? 'gray' : result.band ? BAND_COLOR[result.band] : 'jade';
  const asked = [
    typeof result.agemonths === 'number' ? `年齡 ${ageText(result.agemonths)}` : '',
    measure && valueText ? `${measure.label} ${valueText}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
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
          評估結果
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
            title="請檢查量度數值"
            data-testid="child-check-value"
          >
            {label} {valueText}
            與同齡、同性別兒童的數值相差太遠，很可能是量度或輸入時出錯（例如單位或小數點）。請核對年齡和
            {label}後再計算；如數值無誤，請盡快諮詢醫生。
          </Alert>
        ) : null}
        {pct ? (
          <>
            <Group gap="md" align="flex-end">
              <div>
                <Text size="sm" c="gray.7">
                  同齡、同性別兒童中的位置
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
                  {result.category ?? BAND_TEXT[result.band]}
                </Badge>
              ) : null}
            </Group>
            <Text>
              即{pct.share} 同齡、同性別的兒童{measure?.label ?? '數值'}低於你的孩子。
              {zscore !== null ? `（Z 分數 ${zscore.toFixed(2)}）` : ''}
            </Text>
          </>
        ) : null}
        {result.bandtext && !implausible ? (
          <Alert
            variant="light"
            color={alertColor}
            icon={<IconInfoCircle size={20} />}
            data-testid="child-bandtext"
          >
            {result.bandtext}
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
                第3／97百分位
              </span>
              <span>
                <span className={`${classes.swatch} ${classes.swatchInner}`} />
                第15／85百分位
              </span>
              <span>
                <span className={`${classes.swatch} ${classes.swatchMedian}`} />
                中位數
              </span>
              <span>
                <span className={`${classes.swatch} ${classes.swatchBand}`} />
                常見範圍
              </span>
              <span>
                <span className={`${classes.swatch} ${classes.swatchPoint}`} />
                你的孩子
              </span>
            </div>
          </Stack>
        ) : null}
        <Text size="xs" c="gray.7" data-testid="child-reference">
          {result.reference ? `參考標準：${result.reference}。` : ''}
          {result.category && result.categorysource ? `${result.categorysource}。` : ''}
          結果只供參考，如對孩子的成長有疑問，請諮詢醫生。
        </Text>
      </Stack>
    </Card>
  );
}
