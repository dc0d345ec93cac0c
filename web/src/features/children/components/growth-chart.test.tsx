import { describe, expect, it } from 'vitest';
import type { CentilePoint } from '@portal/shared';
import { render } from '@test-utils/render';
import { GrowthChart } from './growth-chart';

// Curves that end close together (p85 and p97 one unit apart), as the weight curves of infants do.
const centiles: CentilePoint[] = [
  { agemonths: 0, p3: 2.5, p15: 2.9, p50: 3.3, p85: 3.7, p97: 4.0 },
  { agemonths: 12, p3: 7.8, p15: 8.6, p50: 9.6, p85: 10.6, p97: 11.0 },
];

describe('GrowthChart', () => {
  it('draws the curve labels apart from each other, not on top of one another', () => {
    const { container } = render(
      <GrowthChart centiles={centiles} child={null} unit="公斤" label="體重" />,
    );
    const labels = [...container.querySelectorAll('text[data-label]')];
    expect(labels.map((l) => l.textContent)).toEqual(['P3', 'P15', 'P50', 'P85', 'P97']);
    const ys = labels.map((l) => Number(l.getAttribute('y'))).sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i += 1) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(12);
  });
});
