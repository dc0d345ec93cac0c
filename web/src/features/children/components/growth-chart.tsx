import { useId } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import type { CentilePoint } from '@portal/shared';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import {
  DEFAULT_BOX,
  NARROW_BOX,
  POINT_RING_RADIUS,
  buildGrowthChart,
  type ChartBox,
  type ChildPoint,
} from '../lib/growth-chart';
import classes from './growth-chart.module.css';

const SHORT_LABEL = { p3: 'P3', p15: 'P15', p50: 'P50', p85: 'P85', p97: 'P97' } as const;

/**
 * The reference centile curves (P3, P15, P50, P85, P97) with the usual range shaded and the
 * child's measurement as a point. Drawn as plain SVG from the pure model in lib/growth-chart.ts.
 */
export function GrowthChart({
  centiles,
  child,
  unit,
  label,
  series = [],
  box,
}: {
  centiles: readonly CentilePoint[];
  child: ChildPoint | null;
  unit: string;
  /** What is plotted, as a label starts with it (身高, Height). */
  label: string;
  /** A child's measurements over time, drawn as points joined by a line. */
  series?: readonly ChildPoint[];
  /** The drawing's size, when not the one for the screen's width (e.g. a printed copy's). */
  box?: ChartBox;
}) {
  const titleId = useId();
  const o = useMessageOptions();
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const model = buildGrowthChart(
    centiles,
    child,
    box ?? (narrow ? NARROW_BOX : DEFAULT_BOX),
    series,
    o,
  );
  if (!model) return null;
  const { plot } = model;
  return (
    <svg
      viewBox={`0 0 ${model.width} ${model.height}`}
      className={classes.chart}
      role="img"
      aria-labelledby={titleId}
      data-testid="growth-chart"
    >
      <title id={titleId}>
        {m.children_chart_title({ label }, o) +
          (child ? m.children_chart_title_child({ label, value: child.value, unit }, o) : '') +
          (series.length > 0 ? m.children_chart_title_series({ count: series.length }, o) : '')}
      </title>
      <rect
        x={plot.left}
        y={plot.top}
        width={plot.right - plot.left}
        height={plot.bottom - plot.top}
        className={classes.frame}
      />
      {model.yTicks.map((t) => (
        <g key={`y${t.value}`}>
          <line x1={plot.left} x2={plot.right} y1={t.pos} y2={t.pos} className={classes.grid} />
          <text
            x={plot.left - 6}
            y={t.pos}
            textAnchor="end"
            dominantBaseline="middle"
            className={classes.tick}
          >
            {t.label}
          </text>
        </g>
      ))}
      {model.xTicks.map((t) => (
        <g key={`x${t.value}`}>
          <line x1={t.pos} x2={t.pos} y1={plot.top} y2={plot.bottom} className={classes.grid} />
          <text x={t.pos} y={plot.bottom + 16} textAnchor="middle" className={classes.tick}>
            {t.label}
          </text>
        </g>
      ))}
      <text x={plot.left} y={plot.top - 4} className={classes.axisTitle}>
        {m.children_measure_with_unit({ label, unit }, o)}
      </text>
      <text x={plot.right} y={model.height - 4} textAnchor="end" className={classes.axisTitle}>
        {m.children_age({}, o)}
      </text>
      <path d={model.normalBand} className={classes.band} data-testid="normal-band" />
      {model.curves.map((c) => (
        <g key={c.key}>
          <path d={c.d} className={`${classes.curve} ${classes[c.key]}`} data-centile={c.key} />
          <text
            x={c.label.x}
            y={c.label.y}
            dominantBaseline="middle"
            className={classes.curveLabel}
            data-label={c.key}
          >
            {SHORT_LABEL[c.key]}
          </text>
        </g>
      ))}
      {model.seriesPath ? <path d={model.seriesPath} className={classes.track} /> : null}
      {model.series.length > 0 ? (
        <g data-testid="child-series">
          {model.series.map((p, i) => (
            <circle key={i} cx={p.x} cy={p.y} r={4} className={classes.point} />
          ))}
        </g>
      ) : null}
      {model.point ? (
        <g data-testid="child-point">
          <circle
            cx={model.point.x}
            cy={model.point.y}
            r={POINT_RING_RADIUS}
            className={classes.pointRing}
          />
          <circle cx={model.point.x} cy={model.point.y} r={5} className={classes.point} />
        </g>
      ) : null}
    </svg>
  );
}
