import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import { AskFilters } from './ask-filters';

const CATEGORIES = [
  { codeid: 'IC01', codedesc: '感冒咳嗽' },
  { codeid: 'IC02', codedesc: '', codeDesc: '失眠' },
];

describe('AskFilters', () => {
  it('offers the illness categories in a labelled native select, 全部分類 first', () => {
    render(
      <AskFilters
        categories={CATEGORIES}
        value={{ keyword: '', category: 'IC02' }}
        onChange={() => {}}
      />,
    );
    const category = screen.getByRole('combobox', { name: '病症分類' }) as HTMLSelectElement;
    expect(category.tagName).toBe('SELECT');
    expect([...category.options].map((o) => o.text)).toEqual(['全部分類', '感冒咳嗽', '失眠']);
    expect(category.selectedOptions[0]?.text).toBe('失眠');
  });

  it('reports only the category when it changes, and 全部分類 as empty', () => {
    const onChange = vi.fn();
    render(
      <AskFilters
        categories={CATEGORIES}
        value={{ keyword: '咳', category: 'IC01' }}
        onChange={onChange}
      />,
    );
    const category = screen.getByRole('combobox', { name: '病症分類' });
    fireEvent.change(category, { target: { value: 'IC02' } });
    expect(onChange).toHaveBeenLastCalledWith({ category: 'IC02' });
    fireEvent.change(category, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ category: '' });
  });

  it('names the categories in English on the English pages, one without English as given', () => {
    render(
      <AskFilters
        categories={CATEGORIES}
        value={{ keyword: '', category: '' }}
        onChange={() => {}}
      />,
      { locale: 'en' },
    );
    const category = screen.getByRole('combobox', {
      name: 'Illness category',
    }) as HTMLSelectElement;
    expect([...category.options].map((o) => o.text)).toEqual([
      'All categories',
      'Colds and coughs',
      '失眠',
    ]);
  });
});
