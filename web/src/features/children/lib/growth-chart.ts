/**
 * Pure mapping from the reference centiles of `calcChildHealth` to the geometry of the growth
 * chart (scales, SVG paths, ticks, the child's point). The component only draws what this returns,
 * so the maths is tested without a DOM.
 */
import type { CentilePoint } from '@portal/shared';
import type { MessageOptions } from '../../../lib/i18n/locale';
// As `msg`: `m` is a month of the age axis here (buildGrowthChart).
import { m as msg } from '../../../lib/i18n/messages';

const CENTILE_KEYS = ['p3', 'p15', 'p50', 'p85', 'p97'] as const;
type CentileKey = (typeof CENTILE_KEYS)[number];

export interface ChartBox {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

export const DEFAULT_BOX: ChartBox = {
  width: 640,
  height: 400,
  padding: { top: 16, right: 48, bottom: 40, left: 48 },
};

/** A narrower drawing for phones, so the text stays readable when the SVG is scaled down. */
export const NARROW_BOX: ChartBox = {
  width: 360,
  height: 300,
  padding: { top: 16, right: 36, bottom: 40, left: 36 },
};

/**
 * The drawing a child's growth records print with, three charts across an A4 page (about 60 mm
 * each): drawn small, so its 12 px text prints at about 6.5 pt, and its plot still leaves room
 * for three age labels.
 */
export const PRINT_BOX: ChartBox = {
  width: 320,
  height: 300,
  padding: { top: 16, right: 34, bottom: 40, left: 34 },
};

interface Tick {
  value: number;
  /** Position along the axis, in SVG units. */
  pos: number;
  label: string;
}

interface CurvePath {
  key: CentileKey;
  d: string;
  /** Where the curve ends. */
  end: { x: number; y: number };
  /** Vertical position of the curve's label, moved apart from its neighbours' to stay legible. */
  labelY: number;
  /** Where the label is drawn: just right of the curve's end, at `labelY`. */
  label: { x: number; y: number };
}

/** Space between a curve's end and its label, in SVG units. */
const LABEL_OFFSET_X = 4;

/** Radius of the ring drawn around the child's point, in SVG units. */
export const POINT_RING_RADIUS = 9;

/** Width a curve label (P97 at 11 px) takes, in SVG units. */
const LABEL_WIDTH = 24;

/** Minimum vertical distance between two curve labels, in SVG units (11 px text). */
const LABEL_GAP = 12;

/**
 * Spreads label positions (top to bottom) so no two are closer than `gap`, keeping them inside
 * [top, bottom]: pushed down first, then the whole run pulled back up if it overflows.
 */
export function spreadLabels(
  ys: readonly number[],
  gap: number,
  top: number,
  bottom: number,
): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const placed = order.map((o) => o.y);
  for (let k = 0; k < placed.length; k += 1) {
    placed[k] = Math.max(placed[k]!, k === 0 ? top : placed[k - 1]! + gap);
  }
  for (let k = placed.length - 1; k >= 0; k -= 1) {
    placed[k] = Math.min(placed[k]!, k === placed.length - 1 ? bottom : placed[k + 1]! - gap);
  }
  const out: number[] = new Array(ys.length);
  order.forEach((o, k) => (out[o.i] = round(placed[k]!)));
  return out;
}

export interface GrowthChartModel {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  xDomain: [number, number];
  yDomain: [number, number];
  curves: CurvePath[];
  /** Closed area between p15 and p85 (the usual range). */
  normalBand: string;
  xTicks: Tick[];
  yTicks: Tick[];
  point: { x: number; y: number } | null;
  /** A child's measurements over time (oldest first), and the line joining them. */
  series: { x: number; y: number }[];
  seriesPath: string | null;
}

export interface ChildPoint {
  agemonths: number;
  value: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** A "nice" step (1, 2 or 5 times a power of ten) giving about `target` intervals. */
export function niceStep(span: number, target = 6): number {
  if (!(span > 0)) return 1;
  const raw = span / target;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  const nice = unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10;
  return nice * power;
}

/** Age tick step in months giving at most `maxIntervals` intervals (so the labels fit). */
export function ageStep(spanMonths: number, maxIntervals = 6): number {
  for (const step of [1, 2, 3, 6, 12, 24, 36]) {
    if (spanMonths / step <= maxIntervals) return step;
  }
  return 48;
}

/** Width an age label needs, in SVG units ("2歲6個月" at 12 px). */
const AGE_LABEL_SPACE = 80;

/** Age label: months under two years, then years (and months when not a whole year). */
export function ageLabel(months: number, o?: MessageOptions): string {
  if (months < 24 && months % 12 !== 0) return msg.children_chart_age_months({ months }, o);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0
    ? msg.children_chart_age_years({ years }, o)
    : msg.children_chart_age_years_months({ years, months: rest }, o);
}

/** A centile point that gives its age and every curve (each an extension of the portal API). */
type FullPoint = Required<CentilePoint>;

function isValidPoint(p: CentilePoint): p is FullPoint {
  return [p.agemonths, ...CENTILE_KEYS.map((k) => p[k])].every(
    (n) => typeof n === 'number' && Number.isFinite(n),
  );
}

const isFinitePoint = (p: ChildPoint) => Number.isFinite(p.agemonths) && Number.isFinite(p.value);

/**
 * Builds the chart model, or null when there are fewer than two usable centile points (nothing to
 * draw). The y range covers all curves, the child's value and the `series` of a child's
 * measurements over time, widened to whole tick steps. The age labels are in `o`'s locale.
 */
export function buildGrowthChart(
  centiles: readonly CentilePoint[],
  child: ChildPoint | null,
  box: ChartBox = DEFAULT_BOX,
  series: readonly ChildPoint[] = [],
  o?: MessageOptions,
): GrowthChartModel | null {
  const points = centiles.filter(isValidPoint).sort((a, b) => a.agemonths - b.agemonths);
  if (points.length < 2) return null;
  const childOk = child !== null && isFinitePoint(child);
  const track = series.filter(isFinitePoint).sort((a, b) => a.agemonths - b.agemonths);

  const ages = points.map((p) => p.agemonths);
  let xMin = Math.min(...ages);
  let xMax = Math.max(...ages);
  if (childOk) {
    xMin = Math.min(xMin, child.agemonths);
    xMax = Math.max(xMax, child.agemonths);
  }
  for (const p of track) {
    xMin = Math.min(xMin, p.agemonths);
    xMax = Math.max(xMax, p.agemonths);
  }

  const values = points.flatMap((p) => CENTILE_KEYS.map((k) => p[k]));
  if (childOk) values.push(child.value);
  for (const p of track) values.push(p.value);
  const rawMin = Math.min(...values);
  const rawMax = Math.max(...values);
  const yStep = niceStep(rawMax - rawMin || 1);
  const yMin = Math.floor(rawMin / yStep) * yStep;
  const yMax = Math.max(Math.ceil(rawMax / yStep) * yStep, yMin + yStep);

  const plot = {
    left: box.padding.left,
    right: box.width - box.padding.right,
    top: box.padding.top,
    bottom: box.height - box.padding.bottom,
  };
  const xSpan = xMax - xMin || 1;
  const x = (age: number) => round(plot.left + ((age - xMin) / xSpan) * (plot.right - plot.left));
  const y = (v: number) =>
    round(plot.bottom - ((v - yMin) / (yMax - yMin)) * (plot.bottom - plot.top));

  const line = (key: CentileKey, list: FullPoint[]) =>
    list.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.agemonths)},${y(p[key])}`).join(' ');

  const last = points[points.length - 1]!;
  // A child measured at (or just past) the curves' last age is drawn where their labels start:
  // the labels then start past the point's ring, so none is hidden under it.
  const labelStart = x(last.agemonths) + LABEL_OFFSET_X;
  const pointX = childOk ? x(child.agemonths) : -Infinity;
  const labelX =
    pointX + POINT_RING_RADIUS >= labelStart &&
    pointX - POINT_RING_RADIUS <= labelStart + LABEL_WIDTH
      ? round(pointX + POINT_RING_RADIUS + 2)
      : round(labelStart);
  const labelYs = spreadLabels(
    CENTILE_KEYS.map((key) => y(last[key])),
    LABEL_GAP,
    plot.top,
    plot.bottom,
  );
  const curves: CurvePath[] = CENTILE_KEYS.map((key, i) => ({
    key,
    d: line(key, points),
    end: { x: x(last.agemonths), y: y(last[key]) },
    labelY: labelYs[i]!,
    label: { x: labelX, y: labelYs[i]! },
  }));

  const back = [...points].reverse();
  const normalBand = `${line('p15', points)} ${back
    .map((p) => `L${x(p.agemonths)},${y(p.p85)}`)
    .join(' ')} Z`;

  const maxIntervals = Math.max(2, Math.floor((plot.right - plot.left) / AGE_LABEL_SPACE));
  const xStepMonths = ageStep(xSpan, Math.min(6, maxIntervals));
  const xTicks: Tick[] = [];
  for (let m = Math.ceil(xMin / xStepMonths) * xStepMonths; m <= xMax; m += xStepMonths) {
    xTicks.push({ value: m, pos: x(m), label: ageLabel(m, o) });
  }
  const yTicks: Tick[] = [];
  for (let v = yMin; v <= yMax + yStep / 1000; v += yStep) {
    const value = round(v);
    yTicks.push({ value, pos: y(value), label: String(value) });
  }

  return {
    width: box.width,
    height: box.height,
    plot,
    xDomain: [xMin, xMax],
    yDomain: [yMin, yMax],
    curves,
    normalBand,
    xTicks,
    yTicks,
    point: childOk ? { x: x(child.agemonths), y: y(child.value) } : null,
    series: track.map((p) => ({ x: x(p.agemonths), y: y(p.value) })),
    seriesPath:
      track.length > 1
        ? track.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.agemonths)},${y(p.value)}`).join(' ')
        : null,
  };
}
