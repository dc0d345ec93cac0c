import { describe, expect, it } from 'vitest';
import type { CentilePoint } from '@portal/shared';
import {
  NARROW_BOX,
  PRINT_BOX,
  ageLabel,
  ageStep,
  buildGrowthChart,
  niceStep,
  spreadLabels,
  type ChartBox,
} from './growth-chart';

const box: ChartBox = {
  width: 200,
  height: 120,
  padding: { top: 10, right: 10, bottom: 10, left: 10 },
};

const centiles: CentilePoint[] = [
  { agemonths: 24, p3: 80, p15: 83, p50: 87, p85: 91, p97: 94 },
  { agemonths: 36, p3: 88, p15: 91, p50: 96, p85: 100, p97: 103 },
  { agemonths: 48, p3: 95, p15: 98, p50: 103, p85: 108, p97: 110 },
];

describe('buildGrowthChart', () => {
  it('maps ages to x across the plot and values to y from the bottom', () => {
    const m = buildGrowthChart(centiles, { agemonths: 36, value: 95 }, box)!;
    expect(m.xDomain).toEqual([24, 48]);
    // Range 80..110 with a step of 5 stays 80..110.
    expect(m.yDomain).toEqual([80, 110]);
    const p3 = m.curves.find((c) => c.key === 'p3')!;
    expect(p3.d).toBe('M10,110 L100,83.33 L190,60');
    expect(m.point).toEqual({ x: 100, y: 60 });
  });

  it('draws the five curves in order and a closed normal band', () => {
    const m = buildGrowthChart(centiles, null, box)!;
    expect(m.curves.map((c) => c.key)).toEqual(['p3', 'p15', 'p50', 'p85', 'p97']);
    expect(m.normalBand.startsWith('M10,')).toBe(true);
    expect(m.normalBand.endsWith('Z')).toBe(true);
    expect(m.point).toBeNull();
  });

  it('widens the domains so a child outside the curves is still on the chart', () => {
    const m = buildGrowthChart(centiles, { agemonths: 60, value: 120 }, box)!;
    expect(m.xDomain).toEqual([24, 60]);
    expect(m.yDomain[1]).toBeGreaterThanOrEqual(120);
    expect(m.point!.x).toBe(190);
    expect(m.point!.y).toBeGreaterThanOrEqual(10);
  });

  it('sorts unsorted points and drops points with missing numbers', () => {
    const bad = { ...centiles[1]!, p50: Number.NaN };
    const m = buildGrowthChart([centiles[2]!, bad, centiles[0]!], null, box)!;
    expect(m.curves[0]!.d.split(' ')).toHaveLength(2);
    expect(m.xDomain).toEqual([24, 48]);
  });

  it('returns null when there is nothing to draw', () => {
    expect(buildGrowthChart([], null, box)).toBeNull();
    expect(buildGrowthChart([centiles[0]!], null, box)).toBeNull();
  });

  it('gives ticks inside the plot with readable labels', () => {
    const m = buildGrowthChart(centiles, null, box)!;
    // A 180-unit plot has room for two age labels' worth of intervals.
    expect(m.xTicks.map((t) => t.label)).toEqual(['2歲', '3歲', '4歲']);
    expect(m.yTicks.map((t) => t.value)).toEqual([80, 85, 90, 95, 100, 105, 110]);
    for (const t of m.yTicks) expect(t.pos).toBeGreaterThanOrEqual(10);
  });
});

describe('narrow charts', () => {
  it('uses fewer age ticks when the plot is narrow', () => {
    const wide = buildGrowthChart(centiles, null)!;
    const narrow = buildGrowthChart(centiles, null, NARROW_BOX)!;
    expect(wide.xTicks.map((t) => t.label)).toEqual(['2歲', '2歲6個月', '3歲', '3歲6個月', '4歲']);
    expect(narrow.xTicks.map((t) => t.label)).toEqual(['2歲', '3歲', '4歲']);
    expect(narrow.width).toBe(360);
  });

  it('keeps three age labels on the smaller drawing a printed record uses', () => {
    const birthToFive: CentilePoint[] = [0, 12, 24, 36, 48, 60].map((agemonths, i) => ({
      agemonths,
      p3: 46 + i * 10,
      p15: 48 + i * 10,
      p50: 50 + i * 10,
      p85: 52 + i * 10,
      p97: 54 + i * 10,
    }));
    const printed = buildGrowthChart(birthToFive, null, PRINT_BOX)!;
    expect(printed.xTicks.map((t) => t.label)).toEqual(['0歲', '2歲', '4歲']);
    // The curve labels end inside the drawing.
    for (const c of printed.curves) expect(c.label.x + 24).toBeLessThanOrEqual(printed.width);
  });
});

describe('curve labels', () => {
  it('keeps labels of close curves apart and inside the plot', () => {
    expect(spreadLabels([50, 52, 54], 12, 0, 200)).toEqual([50, 62, 74]);
    expect(spreadLabels([195, 198, 199], 12, 0, 200)).toEqual([176, 188, 200]);
    // Order of the input is kept: the lowest value (largest y) is p3.
    expect(spreadLabels([100, 10, 55], 12, 0, 200)).toEqual([100, 10, 55]);
  });

  it('places each label right of its curve at the spread height, even where curves meet', () => {
    // At 48 months p85 and p97 are 2 apart: their ends are about 4 units apart on this box.
    const m = buildGrowthChart(centiles, null, box)!;
    const p85 = m.curves.find((c) => c.key === 'p85')!;
    const p97 = m.curves.find((c) => c.key === 'p97')!;
    expect(Math.abs(p85.end.y - p97.end.y)).toBeLessThan(12);
    for (const c of m.curves) expect(c.label).toEqual({ x: c.end.x + 4, y: c.labelY });
    expect(Math.abs(p85.label.y - p97.label.y)).toBeGreaterThanOrEqual(12);
  });

  it('gives each curve a label position at least 12 units from the next', () => {
    const m = buildGrowthChart(centiles, null, box)!;
    const ys = m.curves.map((c) => c.labelY).sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i += 1) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(12);
  });
});

describe('scale helpers', () => {
  it('picks 1-2-5 steps', () => {
    expect(niceStep(30)).toBe(5);
    expect(niceStep(100)).toBe(20);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(0)).toBe(1);
  });
  it('picks age steps of at most 6 intervals', () => {
    expect(ageStep(6)).toBe(1);
    expect(ageStep(24)).toBe(6);
    expect(ageStep(60)).toBe(12);
    expect(ageStep(216)).toBe(36);
    expect(ageStep(36, 3)).toBe(12);
  });
  it('labels ages in months then years', () => {
    expect(ageLabel(0)).toBe('0歲');
    expect(ageLabel(9)).toBe('9個月');
    expect(ageLabel(12)).toBe('1歲');
    expect(ageLabel(30)).toBe('2歲6個月');
  });
});
