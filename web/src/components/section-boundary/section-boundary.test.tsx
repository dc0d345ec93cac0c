import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import { SectionBoundary } from './section-boundary';

let broken = true;
function Related() {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'map')");
  return <p>相關資訊一</p>;
}

describe('SectionBoundary', () => {
  it('replaces only the failing block with a notice, keeps the page, and retries', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    render(
      <main>
        <h1>秋冬養生</h1>
        <SectionBoundary name="相關資訊">
          <Related />
        </SectionBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: '秋冬養生' })).toBeInTheDocument();
    expect(screen.getByTestId('section-error')).toHaveTextContent('「相關資訊」暫時未能顯示');
    expect(screen.queryByText('相關資訊一')).toBeNull();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重試' }));
    expect(screen.getByText('相關資訊一')).toBeInTheDocument();
    expect(screen.queryByTestId('section-error')).toBeNull();
    spy.mockRestore();
  });

  it('renders its children untouched when nothing fails', () => {
    render(
      <SectionBoundary name="應診診所">
        <p>仁心中醫診所</p>
      </SectionBoundary>,
    );
    expect(screen.getByText('仁心中醫診所')).toBeInTheDocument();
    expect(screen.queryByTestId('section-error')).toBeNull();
  });
});
