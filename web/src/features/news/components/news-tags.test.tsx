import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import { NewsTags } from './news-tags';

describe('NewsTags', () => {
  it('shows one badge per tag split on |, comma and full-width comma', () => {
    render(<NewsTags tag="養生|飲食, 秋冬，養生" />);
    const items = screen.getAllByRole('listitem').map((el) => el.textContent);
    expect(items).toEqual(['#養生', '#飲食', '#秋冬']);
  });

  it('renders nothing for an empty tag string', () => {
    const { container } = render(<NewsTags tag=" | ，" />);
    expect(container.querySelector('[role="list"]')).toBeNull();
  });
});
