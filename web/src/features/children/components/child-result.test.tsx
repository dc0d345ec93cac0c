import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ChildHealthResult } from '@portal/shared';
import { render } from '@test-utils/render';
import { ChildResult } from './child-result';

/** A 3-year-old boy's height as the API answers it: its words are in Chinese only. */
const RESULT: ChildHealthResult = {
  measuretype: 'height',
  agemonths: 36,
  value: 96,
  hasreference: true,
  zscore: -0.02,
  percentile: 49,
  band: 'normal',
  bandtext:
    '身高約在第 49 百分位，即同齡、同性別的兒童中，約 49%的數值比他低。數值處於同齡兒童的正常範圍，請繼續保持均衡飲食和充足睡眠。',
  reference: 'WHO Child Growth Standards (2006)，0 至 5 歲',
  category: '正常',
  categorysource: '分類按世界衞生組織《兒童生長標準》（2006）對 5 歲以下兒童的界定',
  centiles: [],
};

describe('ChildResult', () => {
  it('says the result wholly in English on the English copy', () => {
    render(<ChildResult result={RESULT} />, { locale: 'en' });
    expect(screen.getByTestId('child-band')).toHaveTextContent('Normal');
    expect(screen.getByTestId('child-bandtext')).toHaveTextContent(
      'The value is within the normal range for children of the same age.',
    );
    expect(screen.getByTestId('child-reference')).toHaveTextContent(
      'Reference: WHO Child Growth Standards (2006), ages 0 to 5. Categories as the WHO Child Growth Standards (2006) define them for children under 5.',
    );
    expect(screen.getByTestId('child-result').textContent).not.toMatch(/[\u3000-\u9fff]/);
  });

  it('advises on diet and activity for weight and BMI only', () => {
    const heavy = { ...RESULT, band: 'very_high', category: '肥胖' } as const;
    const { unmount } = render(<ChildResult result={{ ...heavy, measuretype: 'bmi' }} />, {
      locale: 'en',
    });
    expect(screen.getByTestId('child-band')).toHaveTextContent('Obese');
    expect(screen.getByTestId('child-bandtext')).toHaveTextContent(/diet and activity/);
    unmount();
    render(<ChildResult result={{ ...heavy, category: '非常高' }} />, { locale: 'en' });
    expect(screen.getByTestId('child-bandtext')).toHaveTextContent(/see a paediatrician/);
  });

  it('keeps the API’s own sentence and category in Chinese', () => {
    render(<ChildResult result={RESULT} />);
    expect(screen.getByTestId('child-band')).toHaveTextContent('正常');
    expect(screen.getByTestId('child-bandtext')).toHaveTextContent(RESULT.bandtext!);
  });
});
