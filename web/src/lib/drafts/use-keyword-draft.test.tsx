import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import { useKeywordDraft } from './use-keyword-draft';

function Search({ applied, apply }: { applied: string; apply: (k: string) => void }) {
  const keyword = useKeywordDraft(applied, apply);
  return (
    <form role="search" onSubmit={keyword.onSubmit}>
      <input aria-label="關鍵字" {...keyword.inputProps} />
      <button type="submit">搜尋</button>
    </form>
  );
}

describe('useKeywordDraft', () => {
  it('applies the typed keyword, trimmed, only on submit', () => {
    const apply = vi.fn();
    render(<Search applied="" apply={apply} />);
    fireEvent.change(screen.getByLabelText('關鍵字'), { target: { value: '  失眠 ' } });
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('搜尋'));
    expect(apply).toHaveBeenCalledWith('失眠');
    expect(screen.getByLabelText('關鍵字').getAttribute('maxlength')).toBe('50');
  });

  it('follows the applied keyword when it changes from outside', () => {
    const { rerender } = render(<Search applied="咳嗽" apply={() => {}} />);
    expect((screen.getByLabelText('關鍵字') as HTMLInputElement).value).toBe('咳嗽');
    rerender(<Search applied="頭痛" apply={() => {}} />);
    expect((screen.getByLabelText('關鍵字') as HTMLInputElement).value).toBe('頭痛');
  });

  it('keeps what is typed while its own search is still arriving', () => {
    const apply = vi.fn();
    const { rerender } = render(<Search applied="失眠" apply={apply} />);
    const field = screen.getByLabelText('關鍵字') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '針灸' } });
    fireEvent.click(screen.getByText('搜尋'));
    expect(apply).toHaveBeenCalledWith('針灸');
    // The next words go in before the navigation to 針灸 has rendered.
    fireEvent.change(field, { target: { value: 'Lee Cheuk Yin' } });
    rerender(<Search applied="針灸" apply={apply} />);
    expect(field.value).toBe('Lee Cheuk Yin');
    // A later change from outside (the back button) is followed again.
    rerender(<Search applied="失眠" apply={apply} />);
    expect(field.value).toBe('失眠');
  });

  it('names the field like the URL parameter, so a search sent before the app loads works', () => {
    render(<Search applied="" apply={() => {}} />);
    expect(screen.getByLabelText('關鍵字').getAttribute('name')).toBe('keyword');
  });

  it('applies what the field holds, even text its state never saw', () => {
    const apply = vi.fn();
    render(<Search applied="" apply={apply} />);
    const field = screen.getByLabelText('關鍵字') as HTMLInputElement;
    // As when typed into the server-rendered page before hydration: no change event reached React.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, ' 咳 ');
    fireEvent.click(screen.getByText('搜尋'));
    expect(apply).toHaveBeenCalledWith('咳');
  });
});
