import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useLatched } from './use-latched';

function Probe({ needed }: { needed: boolean }) {
  return <span>{useLatched(needed) ? 'mounted' : 'absent'}</span>;
}

describe('useLatched', () => {
  it('is false until the part is first needed, then stays true', () => {
    const { rerender } = render(<Probe needed={false} />);
    expect(screen.getByText('absent')).toBeTruthy();
    rerender(<Probe needed />);
    expect(screen.getByText('mounted')).toBeTruthy();
    rerender(<Probe needed={false} />);
    expect(screen.getByText('mounted')).toBeTruthy();
  });

  it('is true from the first render when the part is needed at once', () => {
    render(<Probe needed />);
    expect(screen.getByText('mounted')).toBeTruthy();
  });
});
