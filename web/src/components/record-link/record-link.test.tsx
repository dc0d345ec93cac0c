import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import { recordHref } from '../../lib/page/record-href';
import { RecordAnchor, RecordLink } from './record-link';

describe('recordHref', () => {
  it('builds the page address when the record has its id', () => {
    expect(recordHref('jobDetail', { jobId: 'J1' })).toBe('/job/details/J1');
    expect(recordHref('doctorDetail', { doctorId: 'D1' }, { booking: 1 })).toBe(
      '/doctor/D1?booking=1',
    );
  });

  it('gives no address for a record without its id', () => {
    expect(recordHref('jobDetail', { jobId: undefined })).toBeUndefined();
    expect(recordHref('newsDetail', { newsId: '' })).toBeUndefined();
    expect(recordHref('askDetail', { id: null })).toBeUndefined();
  });
});

describe('RecordLink and RecordAnchor', () => {
  it('link to the record page when there is one', () => {
    render(
      <>
        <RecordLink to="/news/detail/N1" data-testid="card">
          一篇文章
        </RecordLink>
        <RecordAnchor to="/ask/detail/A1">一個問題</RecordAnchor>
      </>,
    );
    expect(screen.getByRole('link', { name: '一篇文章' })).toHaveAttribute(
      'href',
      '/news/detail/N1',
    );
    expect(screen.getByRole('link', { name: '一個問題' })).toHaveAttribute(
      'href',
      '/ask/detail/A1',
    );
  });

  it('show the content without a link when the record has no page', () => {
    render(
      <>
        <RecordLink to={undefined} data-testid="card">
          一篇文章
        </RecordLink>
        <RecordAnchor to={undefined} fw={600}>
          一個問題
        </RecordAnchor>
      </>,
    );
    expect(screen.getByTestId('card')).toHaveTextContent('一篇文章');
    expect(screen.getByText('一個問題')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
