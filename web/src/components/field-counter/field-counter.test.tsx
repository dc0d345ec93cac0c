/** A limited field says how much is used, and tells screen readers only as the limit nears. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import { FieldCounter, counterNews } from './field-counter';

describe('counterNews', () => {
  it('is quiet while there is room, counts down near the limit, and says when it is reached', () => {
    expect(counterNews('', 500)).toBe('');
    expect(counterNews('字'.repeat(449), 500)).toBe('');
    expect(counterNews('字'.repeat(450), 500)).toBe('尚可輸入 50 字');
    expect(counterNews('字'.repeat(500), 500)).toBe('已達 500 字上限');
    expect(counterNews('字'.repeat(503), 500)).toBe('已超出 500 字上限 3 字，請刪減');
    // Short fields start counting down ten characters before their end.
    expect(counterNews('陳'.repeat(9), 20)).toBe('');
    expect(counterNews('陳'.repeat(10), 20)).toBe('尚可輸入 10 字');
  });

  it('counts a supplementary character once, as the API does', () => {
    expect(counterNews('𠝹'.repeat(20), 20)).toBe('已達 20 字上限');
  });
});

describe('FieldCounter', () => {
  it('shows the count and keeps a polite live region for the news', () => {
    const { container } = render(<FieldCounter value={'字'.repeat(495)} max={500} hint="例如" />);
    expect(screen.getByTestId('field-counter')).toHaveTextContent('已輸入 495/500 字');
    expect(container).toHaveTextContent('例如（已輸入 495/500 字）');
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('尚可輸入 5 字');
  });
});
